import { useFieldArray } from 'react-hook-form';
import { coursesContract } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { emptyMilestone } from '../model/defaults';
import { FileInput } from './fields/FileInput';
import { useCourseForm } from './fields/formContext';
import { TextInput } from './fields/courseInputs';
import { RowCard } from './RowCard';

const LIMITS = coursesContract.COURSE_LIMITS;

/** The course's milestones: every field and the badge image are required. */
export function MilestonesList() {
  const { control, isBusy, t } = useCourseForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'milestones' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-ink">{t('fields.milestones')}</legend>
      {fields.length === 0 && <p className="text-sm text-ink-muted">{t('fields.noMilestones')}</p>}
      <ol className="flex flex-col gap-4">
        {fields.map((item, index) => {
          const number = index + 1;
          return (
            <RowCard
              key={item.id}
              title={t('fields.milestone', { number })}
              removeLabel={t('fields.removeMilestone', { number })}
              onRemove={() => remove(index)}
              isDisabled={isBusy}
            >
              <TextInput name={`milestones.${index}.title`} label={t('fields.milestoneTitle', { number })} maxLength={LIMITS.milestoneText} isRequired />
              <div className="grid gap-4 lg:grid-cols-2">
                <TextInput
                  name={`milestones.${index}.achievedText`}
                  label={t('fields.achievedText', { number })}
                  maxLength={LIMITS.milestoneText}
                  isRequired
                />
                <TextInput
                  name={`milestones.${index}.unAchievedText`}
                  label={t('fields.unAchievedText', { number })}
                  maxLength={LIMITS.milestoneText}
                  isRequired
                />
                <TextInput
                  name={`milestones.${index}.achievedDescription`}
                  label={t('fields.achievedDescription', { number })}
                  maxLength={LIMITS.milestoneDescription}
                  rows={3}
                  isRequired
                />
                <TextInput
                  name={`milestones.${index}.unAchievedDescription`}
                  label={t('fields.unAchievedDescription', { number })}
                  maxLength={LIMITS.milestoneDescription}
                  rows={3}
                  isRequired
                />
              </div>
              <FileInput
                name={`milestones.${index}.badge`}
                label={t('fields.badge', { number })}
                kind="image"
                current={item.badgeImageUrl ? { name: t('fields.currentImage'), url: item.badgeImageUrl, isImage: true } : null}
                isRequired
              />
            </RowCard>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        isDisabled={isBusy || fields.length >= LIMITS.listItems}
        onPress={() => append(emptyMilestone())}
      >
        {t('fields.addMilestone')}
      </Button>
    </fieldset>
  );
}
