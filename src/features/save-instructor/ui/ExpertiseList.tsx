import { Controller, useFieldArray, type Control } from 'react-hook-form';
import { instructorsContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { IconButton } from '@/shared/ui/icon-button';
import { TextField } from '@/shared/ui/text-field';
import { TrashIcon } from '@/shared/ui/trash-icon';
import type { InstructorFormValues } from '../model/schema';

/** The instructor's areas of expertise: one line each, added and removed freely. */
export function ExpertiseList({ control, isDisabled }: { control: Control<InstructorFormValues>; isDisabled?: boolean }) {
  const { t } = useTranslation('instructors');
  const { fields, append, remove } = useFieldArray({ control, name: 'expertise' });
  const isFull = fields.length >= instructorsContract.INSTRUCTOR_LIMITS.expertise;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-ink">{t('form.expertise')}</legend>
      {fields.length === 0 && <p className="text-sm text-ink-muted">{t('form.noExpertise')}</p>}
      <ul className="flex flex-col gap-3">
        {fields.map((item, index) => (
          <li key={item.id} className="flex items-start gap-2">
            <Controller
              control={control}
              name={`expertise.${index}.value`}
              render={({ field, fieldState }) => (
                <TextField
                  label={t('form.expertiseItem', { number: index + 1 })}
                  hideLabel
                  placeholder={t('form.expertisePlaceholder')}
                  isRequired
                  isDisabled={isDisabled}
                  maxLength={200}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  isInvalid={Boolean(fieldState.error)}
                  errorMessage={fieldState.error?.message && t(fieldState.error.message)}
                  className="flex-1"
                />
              )}
            />
            <IconButton
              label={t('form.removeExpertise', { number: index + 1 })}
              icon={<TrashIcon />}
              variant="danger"
              isDisabled={isDisabled}
              onPress={() => remove(index)}
            />
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="sm" className="self-start" isDisabled={isDisabled || isFull} onPress={() => append({ value: '' })}>
        {t('form.addExpertise')}
      </Button>
    </fieldset>
  );
}
