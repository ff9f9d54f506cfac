import { coursesContract } from '@/shared/api';
import { useCourseForm } from './fields/formContext';
import { TextInput, TextListInput } from './fields/courseInputs';
import { FormSection } from './FormSection';

const LIMITS = coursesContract.COURSE_LIMITS;

/** Subtitle, short and long descriptions, card text, class goal and the benefits list. */
export function TextsSection() {
  const { t } = useCourseForm();
  return (
    <FormSection title={t('sections.texts.title')} description={t('sections.texts.description')}>
      <TextInput name="subTitle" label={t('fields.subTitle')} maxLength={LIMITS.subTitle} rows={2} />
      <TextInput name="shortDescription" label={t('fields.shortDescription')} maxLength={LIMITS.shortDescription} rows={3} />
      <TextInput name="longDescription" label={t('fields.longDescription')} maxLength={LIMITS.longDescription} rows={6} />
      <div className="grid gap-6 lg:grid-cols-2">
        <TextInput name="cardText" label={t('fields.cardText')} maxLength={LIMITS.cardText} rows={2} />
        <TextInput name="classGoal" label={t('fields.classGoal')} maxLength={LIMITS.classGoal} rows={2} />
      </div>
      <TextListInput
        name="benefits"
        label={t('fields.benefits')}
        itemLabel={(number) => t('fields.benefit', { number })}
        addLabel={t('fields.addBenefit')}
        removeLabel={(number) => t('fields.removeBenefit', { number })}
        emptyText={t('fields.noBenefits')}
        maxLength={LIMITS.benefit}
        maxItems={LIMITS.listItems}
      />
    </FormSection>
  );
}
