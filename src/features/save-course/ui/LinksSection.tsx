import { useWatch } from 'react-hook-form';
import { coursesContract } from '@/shared/api';
import { useCourseForm } from './fields/formContext';
import { TextInput, YesNoInput } from './fields/courseInputs';
import { FormSection } from './FormSection';

const LIMITS = coursesContract.COURSE_LIMITS;

/** The community flag, the survey link and the sharable link (not needed for BASIC courses). */
export function LinksSection() {
  const { control, t } = useCourseForm();
  const type = useWatch({ control, name: 'type' });
  const isBasic = type === 'BASIC';
  return (
    <FormSection title={t('sections.links.title')} description={t('sections.links.description')}>
      <YesNoInput name="isCommunityEnabled" label={t('fields.isCommunityEnabled')} />
      <div className="grid gap-6 lg:grid-cols-2">
        <TextInput name="surveyLink" type="url" label={t('fields.surveyLink')} maxLength={LIMITS.link} placeholder="https://" isRequired />
        <TextInput
          name="sharableLink"
          type="url"
          label={t('fields.sharableLink')}
          maxLength={LIMITS.link}
          placeholder="https://"
          description={isBasic ? t('fields.sharableLinkBasic') : undefined}
          isRequired={!isBasic}
        />
      </div>
    </FormSection>
  );
}
