import { Controller, useWatch } from 'react-hook-form';
import { coursesContract } from '@/shared/api';
import { Switch } from '@/shared/ui/switch';
import { CriteriaInput } from './fields/CriteriaInput';
import { useCourseForm } from './fields/formContext';
import { TextListInput } from './fields/courseInputs';
import { FormSection } from './FormSection';
import { MilestonesList } from './MilestonesList';

const LIMITS = coursesContract.COURSE_LIMITS;

/** Objectives, the completion certificate with its criteria (for the course and per part), and milestones. */
export function OutcomesSection() {
  const { control, isBusy, t } = useCourseForm();
  const [certified, containParts, parts] = useWatch({ control, name: ['containCompletionCertificate', 'containParts', 'parts'] });
  return (
    <FormSection title={t('sections.outcomes.title')} description={t('sections.outcomes.description')}>
      <TextListInput
        name="objectives"
        label={t('fields.objectives')}
        itemLabel={(number) => t('fields.objective', { number })}
        addLabel={t('fields.addObjective')}
        removeLabel={(number) => t('fields.removeObjective', { number })}
        emptyText={t('fields.noObjectives')}
        maxLength={LIMITS.objective}
        maxItems={LIMITS.listItems}
      />
      <Controller
        control={control}
        name="containCompletionCertificate"
        render={({ field }) => (
          <Switch
            isSelected={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            isDisabled={isBusy}
            description={t('fields.certificateHint')}
          >
            {t('fields.containCompletionCertificate')}
          </Switch>
        )}
      />
      {certified && (
        <div className="flex flex-col gap-4 rounded-card border border-border bg-surface-muted p-4">
          <CriteriaInput name="completionCriteria" label={t('fields.completionCriteria')} isRequired />
          {containParts === true && parts.length > 0 && (
            <>
              <p className="border-t border-border pt-3 text-sm text-ink-muted">{t('fields.partCriteriaHint')}</p>
              {parts.map((part, index) => (
                <CriteriaInput
                  // Rows are keyed by position: the criteria belong to the part at this place.
                  key={index}
                  name={`parts.${index}.criteria`}
                  label={t('fields.partCriteria', { number: index + 1, name: part.name.trim() || t('fields.unnamedPart') })}
                />
              ))}
            </>
          )}
        </div>
      )}
      <MilestonesList />
    </FormSection>
  );
}
