import { useState } from 'react';
import { useCourseSummaries, useRevalidateCourses } from '@/entities/course';
import { discountsContract, errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useResourceActions } from '@/shared/lib/resource';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { MultiSelect } from '@/shared/ui/multi-select';
import { showToast } from '@/shared/ui/toast';

/** Only published, locked courses without a discount may take one. */
const ELIGIBLE = { isPublished: true, containsDiscount: false, isLocked: true } as const;

export interface PublishDiscountDialogProps {
  /** The discount to publish; the dialog is open while it is set. */
  discount: discountsContract.Discount | null;
  onClose(): void;
}

/** 'Select Active Courses': choose at least one eligible course, then Update publishes the discount on them. */
export function PublishDiscountDialog({ discount, onClose }: PublishDiscountDialogProps) {
  const { t } = useTranslation('discounts');
  const courses = useCourseSummaries(discount ? ELIGIBLE : null);
  const { perform } = useResourceActions(discountsContract.discounts);
  const revalidateCourses = useRevalidateCourses();
  const [chosen, setChosen] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const close = () => {
    setChosen([]);
    setProblem(null);
    onClose();
  };

  const publish = async () => {
    if (!discount) return;
    if (chosen.length === 0) {
      setProblem(t('publish.noneChosen'));
      return;
    }
    setProblem(null);
    setIsSaving(true);
    try {
      // The spec names the chosen courses twice: in the query, one per course, and as the body.
      const { message } = await perform('publish', discount.id, { query: { attachedCourseIds: chosen }, body: chosen });
      showToast({ tone: 'success', title: message || t('publish.done') });
      // The courses now carry the discount, and no longer offer themselves for another one.
      void revalidateCourses();
      close();
    } catch (error) {
      setProblem(errorText(error) || t('failed.unknown'));
    } finally {
      setIsSaving(false);
    }
  };

  const items = (courses.data ?? []).map((course) => ({ id: course.id, label: course.basicInfo.title }));
  return (
    <Dialog
      isOpen={discount !== null}
      onOpenChange={(open) => !open && close()}
      title={t('publish.title')}
      size="md"
      footer={
        <>
          <Button variant="secondary" onPress={close} isDisabled={isSaving}>
            {t('publish.cancel')}
          </Button>
          <Button onPress={() => void publish()} isPending={isSaving}>
            {t('publish.update')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">{t('publish.intro', { name: discount?.name ?? '' })}</p>
        {courses.error && (
          <Alert tone="danger" title={t('publish.coursesFailed')}>
            {errorText(courses.error)}
          </Alert>
        )}
        <MultiSelect
          label={t('publish.courses')}
          items={items}
          selectedKeys={chosen}
          onChange={(keys) => {
            setChosen(keys);
            if (keys.length > 0) setProblem(null);
          }}
          placeholder={courses.isLoading ? t('publish.loadingCourses') : t('publish.search')}
          emptyText={t('publish.noEligible')}
          description={t('publish.eligibleHint')}
          isRequired
          isDisabled={isSaving}
          isInvalid={problem !== null}
          errorMessage={problem}
        />
      </div>
    </Dialog>
  );
}
