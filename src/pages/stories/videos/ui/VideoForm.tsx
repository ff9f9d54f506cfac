import { useWatch } from 'react-hook-form';
import { storiesContract, useApi } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useResourceForm } from '@/shared/lib/resource';
import { SelectInput, SwitchInput, TextInput } from '@/shared/ui/form-inputs';
import { ResourceForm } from '@/widgets/resource-record';
import { NO_CATEGORY, videoFormSchema, videoFormValues, videoInputOf, type VideoFormValues as Values } from '../model/videoForm';

const { videos, videoCategoryNames, VIDEO_LIMITS: LIMITS, VIDEO_MESSAGES: M, VIDEO_CTA_LINK_TYPES } = storiesContract;
const specText = specTextOf('video', M);

export interface VideoFormProps {
  /** The video being edited; without it the form adds one. */
  video?: storiesContract.Video;
  /** Runs 2 s after the success message. */
  onDone(): void;
}

/**
 * Vimeo id, title (required, at most 128 characters), description and category; Sponsored, and then the
 * CTA link, CTA text and link type, each required while it is on.
 */
export function VideoForm({ video, onDone }: VideoFormProps) {
  const { t } = useTranslation(['videos', 'server-messages']);
  const categories = useApi(videoCategoryNames, {});
  const { form, status } = useResourceForm<Values>({
    resource: videos,
    id: video?.id ?? null,
    schema: videoFormSchema,
    defaultValues: videoFormValues(video),
    variant: 'page',
    onDone,
    failedTitle: specText(M.saveFailed)!,
    toInput: videoInputOf,
  });
  const isSponsored = useWatch({ control: form.control, name: 'isSponsored' });

  return (
    <ResourceForm label={t(video ? 'form.editTitle' : 'form.addTitle')} form={form} status={status} errorText={specText}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput<Values> name="externalId" label={t('form.externalId')} description={t('form.externalIdHint')} isRequired maxLength={LIMITS.externalId} showCounter={false} dir="ltr" />
        <SelectInput<number, Values>
          name="categoryId"
          label={t('form.category')}
          items={[{ id: NO_CATEGORY, label: t('form.noCategory') }, ...(categories.data?.content ?? []).map((category) => ({ id: category.id, label: category.name }))]}
          placeholder={t('form.chooseCategory')}
        />
      </div>
      <TextInput<Values> name="name" label={t('form.name')} isRequired maxLength={LIMITS.title} />
      <TextInput<Values> name="description" label={t('form.description')} maxLength={LIMITS.description} rows={4} />
      <SwitchInput<Values> name="isSponsored" label={t('form.sponsored')} />
      {isSponsored && (
        <fieldset className="grid gap-5 rounded border border-border p-4 sm:grid-cols-2">
          <legend className="px-1 font-semibold">{t('form.sponsor')}</legend>
          <TextInput<Values> name="cta" label={t('form.cta')} type="url" isRequired maxLength={LIMITS.cta} showCounter={false} dir="ltr" />
          <TextInput<Values> name="ctaButton" label={t('form.ctaButton')} isRequired maxLength={LIMITS.ctaButton} />
          <SelectInput<storiesContract.VideoCtaLinkType, Values>
            name="ctaLinkType"
            label={t('form.ctaLinkType')}
            items={VIDEO_CTA_LINK_TYPES.map((type) => ({ id: type, label: t(`linkType.${type}`) }))}
            placeholder={t('form.chooseLinkType')}
            isRequired
          />
        </fieldset>
      )}
    </ResourceForm>
  );
}
