import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { coursesContract } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { emptyPart } from '../model/defaults';
import { FileInput } from './fields/FileInput';
import { useCourseForm } from './fields/formContext';
import { TextInput, YesNoInput } from './fields/courseInputs';
import { FormSection } from './FormSection';
import { RowCard } from './RowCard';

const LIMITS = coursesContract.COURSE_LIMITS;

/** Whether the course has parts and sub-parts, and its parts: name, descriptions and thumbnail each. */
export function PartsSection() {
  const { control, isBusy, t, message } = useCourseForm();
  const { errors } = useFormState({ control, name: 'parts' });
  const { fields, append, remove } = useFieldArray({ control, name: 'parts' });
  const containParts = useWatch({ control, name: 'containParts' });
  const listError = errors.parts?.message ?? errors.parts?.root?.message;
  return (
    <FormSection title={t('sections.parts.title')} description={t('sections.parts.description')}>
      <div className="grid gap-6 lg:grid-cols-2">
        <YesNoInput
          name="containParts"
          label={t('fields.containParts')}
          onAnswered={(answer) => {
            if (answer && fields.length === 0) append(emptyPart(), { shouldFocus: false });
          }}
        />
        {containParts === true && <YesNoInput name="containSubParts" label={t('fields.containSubParts')} description={t('fields.containSubPartsHint')} />}
      </div>
      {containParts === true && (
        <div className="flex flex-col gap-3" data-invalid={listError ? true : undefined}>
          {listError && (
            <p role="alert" className="text-sm font-medium text-danger-700">
              {message(listError)}
            </p>
          )}
          <ol className="flex flex-col gap-4">
            {fields.map((item, index) => (
              <RowCard
                key={item.id}
                title={t('fields.part', { number: index + 1 })}
                removeLabel={t('fields.removePart', { number: index + 1 })}
                onRemove={() => remove(index)}
                isDisabled={isBusy}
              >
                <TextInput name={`parts.${index}.name`} label={t('fields.partName', { number: index + 1 })} maxLength={LIMITS.partName} isRequired />
                <div className="grid gap-4 lg:grid-cols-2">
                  <TextInput
                    name={`parts.${index}.shortDescription`}
                    label={t('fields.partShortDescription', { number: index + 1 })}
                    maxLength={LIMITS.shortDescription}
                    rows={3}
                  />
                  <TextInput
                    name={`parts.${index}.longDescription`}
                    label={t('fields.partLongDescription', { number: index + 1 })}
                    maxLength={LIMITS.longDescription}
                    rows={3}
                  />
                </div>
                <FileInput
                  name={`parts.${index}.thumbnail`}
                  label={t('fields.partThumbnail', { number: index + 1 })}
                  kind="image"
                  current={item.thumbnailUrl ? { name: t('fields.currentImage'), url: item.thumbnailUrl, isImage: true } : null}
                />
              </RowCard>
            ))}
          </ol>
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            isDisabled={isBusy || fields.length >= LIMITS.parts}
            onPress={() => append(emptyPart())}
          >
            {t('fields.addPart')}
          </Button>
        </div>
      )}
    </FormSection>
  );
}
