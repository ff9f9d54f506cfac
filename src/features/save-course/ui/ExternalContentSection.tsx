import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { coursesContract } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { emptyExternalContent } from '../model/defaults';
import { FileInput } from './fields/FileInput';
import { useCourseForm } from './fields/formContext';
import { SelectInput, TextInput, YesNoInput } from './fields/courseInputs';
import { FormSection } from './FormSection';
import { RowCard } from './RowCard';

const { COURSE_LIMITS: LIMITS, EXTERNAL_CONTENT_TYPES } = coursesContract;

/** Whether the course has external content, and each item: a community channel, a resource link or an uploaded document. */
export function ExternalContentSection() {
  const { control, isBusy, t, message } = useCourseForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'externalContent' });
  const [isAvailable, rows] = useWatch({ control, name: ['isExternalContentAvailable', 'externalContent'] });
  const { errors } = useFormState({ control, name: 'externalContent' });
  const listError = errors.externalContent?.message ?? errors.externalContent?.root?.message;
  const types = EXTERNAL_CONTENT_TYPES.map((id) => ({ id, label: t(`options.external.${id}`) }));
  return (
    <FormSection title={t('sections.external.title')} description={t('sections.external.description')}>
      <YesNoInput
        name="isExternalContentAvailable"
        label={t('fields.isExternalContentAvailable')}
        onAnswered={(answer) => {
          if (answer && fields.length === 0) append(emptyExternalContent(), { shouldFocus: false });
        }}
      />
      {isAvailable === true && (
        <div className="flex flex-col gap-3" data-invalid={listError ? true : undefined}>
          {listError && (
            <p role="alert" className="text-sm font-medium text-danger-700">
              {message(listError)}
            </p>
          )}
          <ol className="flex flex-col gap-4">
            {fields.map((item, index) => {
              const number = index + 1;
              const type = rows[index]?.type ?? null;
              return (
                <RowCard
                  key={item.id}
                  title={t('fields.externalItem', { number })}
                  removeLabel={t('fields.removeExternalItem', { number })}
                  onRemove={() => remove(index)}
                  isDisabled={isBusy}
                >
                  <div className="grid gap-4 lg:grid-cols-2">
                    <SelectInput
                      name={`externalContent.${index}.type`}
                      label={t('fields.externalType', { number })}
                      items={types}
                      placeholder={t('fields.externalTypePlaceholder')}
                      isRequired
                    />
                    <TextInput
                      name={`externalContent.${index}.title`}
                      label={t('fields.externalTitle', { number })}
                      maxLength={LIMITS.externalTitle}
                      isRequired
                    />
                  </div>
                  {(type === 'COMMUNITY_CHANNEL' || type === 'RESOURCE_MATERIAL') && (
                    <TextInput
                      name={`externalContent.${index}.link`}
                      type="url"
                      label={t(type === 'COMMUNITY_CHANNEL' ? 'fields.communityLink' : 'fields.resourceLink', { number })}
                      maxLength={LIMITS.externalLink}
                      placeholder="https://"
                      isRequired
                    />
                  )}
                  {type === 'ASSET_UPLOAD' && (
                    <FileInput
                      name={`externalContent.${index}.asset`}
                      label={t('fields.asset', { number })}
                      kind="document"
                      current={item.assetUrl ? { name: t('fields.currentDocument'), url: item.assetUrl, isImage: false } : null}
                      description={t('fields.assetHint')}
                      isRequired
                    />
                  )}
                </RowCard>
              );
            })}
          </ol>
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            isDisabled={isBusy || fields.length >= LIMITS.listItems}
            onPress={() => append(emptyExternalContent())}
          >
            {t('fields.addExternalItem')}
          </Button>
        </div>
      )}
    </FormSection>
  );
}
