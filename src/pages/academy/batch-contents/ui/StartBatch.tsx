import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { startBatch } from '@/entities/batch';
import { CoursePicker } from '@/entities/course';
import { errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { recordId } from '@/shared/lib/record-id';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { editPathOf, listPathOf } from '../lib/paths';

/**
 * /batchcontents/create: starts a new batch of the chosen course now, beginning with the contents of
 * its latest batch, and opens it for editing. The spec names the screen but no call; POST batch is ours.
 */
export function StartBatch() {
  const { t } = useTranslation('batch-contents');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [courseId, setCourseId] = useState(recordId(searchParams.get('courseId')));
  const [problem, setProblem] = useState<string | null>(null);
  const [isStarting, setStarting] = useState(false);

  const start = async () => {
    if (courseId === null) return setProblem(t('start.chooseCourse'));
    setProblem(null);
    setStarting(true);
    try {
      const batch = await startBatch(courseId);
      void navigate(editPathOf(batch.id, courseId));
    } catch (error) {
      setProblem(errorText(error) ?? t('start.failed'));
      setStarting(false);
    }
  };

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader title={t('start.title')} breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title'), href: listPathOf(courseId) }, { label: t('start.title') }]} />
      <div className="flex flex-col gap-5 rounded-card border border-border bg-surface p-6">
        {problem && <Alert tone="danger">{problem}</Alert>}
        <p className="text-sm text-ink-muted">{t('start.description')}</p>
        <CoursePicker label={t('course.label')} placeholder={t('course.placeholder')} selectedKey={courseId} onSelectionChange={setCourseId} isRequired isDisabled={isStarting} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onPress={() => void navigate(listPathOf(courseId))} isDisabled={isStarting}>
            {t('start.cancel')}
          </Button>
          <Button onPress={() => void start()} isPending={isStarting}>
            {t('start.submit')}
          </Button>
        </div>
      </div>
    </div>
  );
}
