import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorText, fieldTexts, siteContract } from '@/shared/api';
import { CLOSE_DIALOG_AFTER_SAVE_MS } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useResourceActions } from '@/shared/lib/resource';
import { useSaveOutcome } from '@/shared/lib/save-outcome';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { tagFormSchema, type TagFormValues } from '../model/tagForm';

const { tags, TAG_LIMITS, TAG_MESSAGES, slugOf } = siteContract;
const specText = specTextOf('tag', TAG_MESSAGES);

export interface TagFormProps {
  /** The tag being edited; without it the form adds one. */
  tag?: siteContract.Tag;
  /**
   * 'page' (/tags/create, /tags/edit/…): the slug is required and `onDone` runs 2 s after the success
   * message. 'dialog' (the list's modal): an empty slug is derived by the server, and `onDone` runs 1 s after.
   */
  variant: 'page' | 'dialog';
  onDone(): void;
  /** The dialog's Cancel. */
  onCancel?(): void;
}

/** Name and slug; the slug follows the name as it is typed until it is changed by hand. */
export function TagForm({ tag, variant, onDone, onCancel }: TagFormProps) {
  const { t } = useTranslation(['tags', 'server-messages']);
  const { save } = useResourceActions(tags);
  const { outcome, isSaved, clear, succeeded, failed } = useSaveOutcome(onDone);
  const slugTouched = useRef(Boolean(tag));
  const { control, handleSubmit, formState, setValue, setError } = useForm<TagFormValues>({
    resolver: zodResolver(tagFormSchema(variant === 'page')),
    defaultValues: { name: tag?.name ?? '', slug: tag?.slug ?? '' },
  });

  // The page goes back to the list after 2 s (useSaveOutcome); the dialog closes after 1 s.
  useEffect(() => {
    if (!isSaved || variant !== 'dialog') return undefined;
    const timer = window.setTimeout(onDone, CLOSE_DIALOG_AFTER_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [isSaved, variant, onDone]);

  const submit = handleSubmit(async (values) => {
    clear();
    try {
      const { message } = await save(tag?.tagId ?? null, values as unknown as Record<string, unknown>);
      succeeded(message);
    } catch (error) {
      for (const [field, text] of Object.entries(fieldTexts(error))) {
        if (field === 'name' || field === 'slug') setError(field, { message: text });
      }
      failed(t('form.failed'), errorText(error) ?? '');
    }
  });

  const isBusy = formState.isSubmitting || isSaved;
  return (
    <form
      noValidate
      aria-label={t(tag ? 'form.editTitle' : 'form.addTitle')}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-5"
    >
      {outcome && (
        <Alert tone={outcome.tone} title={outcome.tone === 'danger' ? outcome.title : undefined}>
          {outcome.text}
        </Alert>
      )}
      <Controller
        control={control}
        name="name"
        render={({ field, fieldState }) => (
          <TextField
            label={t('form.name')}
            isRequired
            maxLength={TAG_LIMITS.name}
            isDisabled={isBusy}
            name={field.name}
            value={field.value}
            onChange={(name) => {
              field.onChange(name);
              if (!slugTouched.current) setValue('slug', slugOf(name));
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            errorMessage={specText(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="slug"
        render={({ field, fieldState }) => (
          <TextField
            label={t('form.slug')}
            description={t('form.slugHint')}
            isRequired={variant === 'page'}
            maxLength={TAG_LIMITS.slug}
            isDisabled={isBusy}
            dir="ltr"
            name={field.name}
            value={field.value}
            onChange={(slug) => {
              slugTouched.current = true;
              field.onChange(slug);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            errorMessage={specText(fieldState.error?.message)}
          />
        )}
      />
      <div className="flex justify-end gap-3">
        {onCancel && (
          <Button variant="secondary" onPress={onCancel} isDisabled={formState.isSubmitting}>
            {t('form.cancel')}
          </Button>
        )}
        <Button type="submit" isPending={formState.isSubmitting} isDisabled={isSaved}>
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
