import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n';
import { TextArea } from '@/shared/ui/text-area';
import { TextField } from '@/shared/ui/text-field';
import type { PageMetaFormValues } from '../model/pageMetaForm';
import { fieldMessage } from '../model/specWords';

export interface MetaFieldsProps {
  control: Control<PageMetaFormValues>;
  isDisabled: boolean;
  /** The language the meta is written in, so it is read and laid out as that language. */
  locale: string;
}

/**
 * Title, description and HTML body. No field stops typing at its limit: a longer text (pasted, say) is
 * kept and refused with the spec's 'Maximum length …' words.
 */
export function MetaFields({ control, isDisabled, locale }: MetaFieldsProps) {
  const { t } = useTranslation('seo-editor');
  const lang = locale || undefined;
  return (
    <>
      <Controller
        control={control}
        name="title"
        render={({ field, fieldState }) => (
          <TextField
            label={t('form.title')}
            isRequired
            isDisabled={isDisabled}
            dir="auto"
            lang={lang}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            errorMessage={fieldMessage(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <TextArea
            label={t('form.description')}
            isRequired
            rows={3}
            isDisabled={isDisabled}
            dir="auto"
            lang={lang}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            errorMessage={fieldMessage(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="html"
        render={({ field, fieldState }) => (
          <TextArea
            label={t('form.html')}
            description={t('form.htmlHint')}
            rows={6}
            isDisabled={isDisabled}
            dir="ltr"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            errorMessage={fieldMessage(fieldState.error?.message)}
          />
        )}
      />
    </>
  );
}
