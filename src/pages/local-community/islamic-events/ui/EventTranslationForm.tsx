import { Controller } from 'react-hook-form';
import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useResourceForm } from '@/shared/lib/resource';
import { Checkbox } from '@/shared/ui/checkbox';
import { TextInput } from '@/shared/ui/form-inputs';
import { RichTextEditor } from '@/shared/ui/rich-text-editor';
import { TextField } from '@/shared/ui/text-field';
import { ResourceForm } from '@/widgets/resource-record';
import { inLanguage } from './EventTranslationsList';

const { eventTranslations, eventTranslationInput, ISLAMIC_EVENT_LIMITS: L, EVENT_TRANSLATION_MESSAGES: T } = siteContract;
const specText = specTextOf('eventTranslation', T);
type Values = siteContract.EventTranslationInput;

export interface EventTranslationFormProps {
  eventId: number;
  languageCode: siteContract.TranslationLanguage;
  translation?: siteContract.EventTranslation;
  onDone(): void;
}

/** Name, title, description (≤ 250), H1 and the content, typed in the translation's language and direction; always published. */
export function EventTranslationForm({ eventId, languageCode, translation, onDone }: EventTranslationFormProps) {
  const { t } = useTranslation(['islamic-events', 'server-messages']);
  const typed = inLanguage(languageCode);
  const { form, status } = useResourceForm<Values>({
    resource: eventTranslations,
    id: translation?.translationId ?? null,
    schema: eventTranslationInput,
    defaultValues: {
      eventId,
      languageCode,
      name: translation?.name ?? '',
      metaTitle: translation?.metaTitle ?? '',
      metaDescription: translation?.metaDescription ?? '',
      heading1: translation?.heading1 ?? '',
      htmlContent: translation?.htmlContent ?? '',
      publish: 1,
    },
    variant: 'page',
    onDone,
    failedTitle: t('translations.failed'),
  });

  return (
    <ResourceForm label={t(translation ? 'translations.editTitle' : 'translations.addTitle')} form={form} status={status} errorText={specText}>
      <TextField label={t('translations.language')} value={t(`languages.${languageCode}`)} isReadOnly errorMessage={specText(form.formState.errors.languageCode?.message)} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput<Values> name="name" label={t('translations.name')} isRequired maxLength={L.name} showCounter={false} {...typed} />
        <TextInput<Values> name="heading1" label={t('translations.heading1')} isRequired maxLength={L.heading1} showCounter={false} {...typed} />
      </div>
      <TextInput<Values> name="metaTitle" label={t('translations.metaTitle')} isRequired maxLength={L.title} showCounter={false} {...typed} />
      <TextInput<Values> name="metaDescription" label={t('translations.metaDescription')} isRequired maxLength={L.description} rows={3} {...typed} />
      <Controller
        control={form.control}
        name="htmlContent"
        render={({ field, fieldState }) => (
          <div {...typed}>
            <RichTextEditor label={t('translations.htmlContent')} value={field.value ?? ''} onChange={field.onChange} isDisabled={status.isLocked} errorMessage={specText(fieldState.error?.message)} />
          </div>
        )}
      />
      <Checkbox isSelected isDisabled description={t('translations.publishHint')}>
        {t('translations.publish')}
      </Checkbox>
    </ResourceForm>
  );
}
