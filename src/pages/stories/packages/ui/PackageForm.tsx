import { useEffect, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { storiesContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useFollowingSlug, useResourceForm } from '@/shared/lib/resource';
import { DateInput, TextInput } from '@/shared/ui/form-inputs';
import { ResourceForm } from '@/widgets/resource-record';
import { nextRank, packageFormSchema, packageFormValues, packageInputOf, type PackageFormValues } from '../model/packageForm';
import { useCountries } from '../model/useCountries';
import { PackageVideoRow } from './PackageVideoRow';
import { VideoPicker } from './VideoPicker';

const { videoPackages, yesterdayOf, PACKAGE_LIMITS: LIMITS, PACKAGE_MESSAGES: M } = storiesContract;
const specText = specTextOf('videoPackage', M);
type Values = PackageFormValues;

export interface PackageFormProps {
  /** The package being edited; without it the form adds one. */
  pack?: storiesContract.VideoPackage;
  /** Runs 2 s after the success message. */
  onDone(): void;
}

/**
 * The published day (not before yesterday, UTC), the name (the day unless typed otherwise), and the
 * videos: each added from the server's search, with its rank and countries (a new one takes the
 * countries of the one before it and the next free rank).
 */
export function PackageForm({ pack, onDone }: PackageFormProps) {
  const { t } = useTranslation(['packages', 'server-messages']);
  const countries = useCountries();
  // The earliest day offered: yesterday (UTC) when the form opened.
  const [earliest] = useState(() => yesterdayOf(Date.now()));
  const { form, status } = useResourceForm<Values>({
    resource: videoPackages,
    id: pack?.id ?? null,
    schema: packageFormSchema(pack?.publishedAt ?? null),
    defaultValues: packageFormValues(pack),
    variant: 'page',
    onDone,
    failedTitle: specText(M.saveFailed)!,
    toInput: packageInputOf(countries.nameOf),
  });
  const videos = useFieldArray({ control: form.control, name: 'videos', keyName: 'key' });
  const name = useFollowingSlug(Boolean(pack), (day) => form.setValue('name', day, { shouldValidate: form.formState.isSubmitted }), (day) => day);
  const publishedAt = form.watch('publishedAt');
  useEffect(() => {
    if (publishedAt) name.titleChanged(publishedAt);
    // Only a new day is followed; `name` is a fresh object each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [publishedAt]);

  const chosen = form.watch('videos');
  const addVideo = (video: { id: number; title: string }) => {
    const last = chosen.at(-1);
    videos.append({ videoId: video.id, title: video.title, videoRank: nextRank(chosen), countries: last ? [...last.countries] : [] });
  };
  const videosError = form.formState.errors.videos;

  return (
    <ResourceForm label={t(pack ? 'form.editTitle' : 'form.addTitle')} form={form} status={status} errorText={specText}>
      <DateInput<Values> name="publishedAt" label={t('form.publishedAt')} inputFormat="iso" minValue={pack && pack.publishedAt < earliest ? pack.publishedAt : earliest} isRequired />
      <TextInput<Values> name="name" label={t('form.name')} description={t('form.nameHint')} isRequired maxLength={LIMITS.name} showCounter={false} onTextChange={name.slugChanged} />
      <section aria-labelledby="package-videos" className="flex flex-col gap-3">
        <h2 id="package-videos" className="text-base font-semibold text-ink">
          {t('form.videos', { count: chosen.length })}
        </h2>
        <VideoPicker chosenIds={chosen.map((video) => video.videoId)} onChoose={addVideo} errorMessage={videosError?.message ?? videosError?.root?.message} />
        {videos.fields.map((field, index) => (
          <PackageVideoRow key={field.key} index={index} title={field.title} countries={countries} onRemove={() => videos.remove(index)} />
        ))}
      </section>
    </ResourceForm>
  );
}
