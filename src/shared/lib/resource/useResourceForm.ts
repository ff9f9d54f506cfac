import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { errorText, fieldTexts, isApiError, UploadError, type resourceContract } from '@/shared/api';
import { CLOSE_DIALOG_AFTER_SAVE_MS, REDIRECT_AFTER_SAVE_MS } from '@/shared/config';
import { useSaveOutcome, type SaveOutcome } from '@/shared/lib/save-outcome';
import { useUploadFailureText } from '@/shared/lib/upload-failure';
import { SubmissionKeys } from './submission-key';
import { useResourceActions } from './useResourceActions';

/** 'page': a screen of its own, `onDone` 2 s after the success message; 'dialog': `onDone` (closing it) 1 s after. */
export type ResourceFormVariant = 'page' | 'dialog';

export interface ResourceFormOptions<Values extends FieldValues> {
  resource: resourceContract.Resource;
  /** The record being changed; null adds one. */
  id: resourceContract.RecordRef | null;
  /** The declaration's input, or a stricter schema for one variant (the tag page's required slug). */
  schema: z.ZodObject;
  defaultValues: DefaultValues<Values>;
  variant: ResourceFormVariant;
  onDone(): void;
  /** The failure's title ('The tag could not be saved'); the server's reason is its text. */
  failedTitle: string;
  /**
   * The failure's title when no refusal came back from the server (it could not be reached, or the
   * save threw): the batch content form's 'An error occurred while saving the content.'. `failedTitle`
   * when not given.
   */
  thrownTitle?: string;
  /** The form field of a field the server names, where the form's fields are not the wire's (a draft of a union). */
  formFieldOf?(path: string): string;
  /**
   * What Save sends, made from the form's values: uploads the files chosen and names their stored keys
   * (a failed upload shows the spec's upload failure). Without it the values are sent as they are.
   */
  toInput?(values: Values): Promise<Record<string, unknown>>;
  /**
   * What follows a save before its success is shown, given the record as saved: the calls a record
   * makes once it has its id (an article's pictures and tags). A failure shows the server's reason.
   */
  afterSave?(record: Record<string, unknown>, values: Values): Promise<void>;
}

/** What the form's frame shows and does: the outcome, the Save button's state and the submit handler. */
export interface ResourceFormStatus {
  outcome: SaveOutcome;
  /** Save pressed: the values are being checked or saved (the Save button waits). */
  isSubmitting: boolean;
  isSaved: boolean;
  /** The fields wait: the checked values are being saved, or are saved. */
  isLocked: boolean;
  submit(event?: BaseSyntheticEvent): Promise<void>;
}

/**
 * A resource's add or edit form: the schema's messages at the fields, Save through the resource's calls,
 * the success message and then `onDone` after the variant's delay; a refusal shows the server's reason,
 * its field messages at the fields, and leaves everything as typed.
 */
export function useResourceForm<Values extends FieldValues>(options: ResourceFormOptions<Values>) {
  const { resource, id, schema, defaultValues, variant, onDone, failedTitle, thrownTitle, formFieldOf = (path: string) => path, toInput, afterSave } = options;
  const { save } = useResourceActions(resource);
  const uploadFailure = useUploadFailureText();
  const { outcome, isSaved, isLocked, whileSaving, clear, succeeded, failed } = useSaveOutcome(onDone, variant === 'dialog' ? CLOSE_DIALOG_AFTER_SAVE_MS : REDIRECT_AFTER_SAVE_MS);
  const form = useForm<Values>({ resolver: zodResolver(schema) as unknown as Resolver<Values>, defaultValues });
  // One Idempotency-Key per submission, so a save the server made but whose answer was lost is not made twice.
  const [submissionKeys] = useState(() => new SubmissionKeys());

  const submit = form.handleSubmit(
    whileSaving(async (values: Values) => {
      clear();
      try {
        const input = toInput ? await toInput(values) : values;
        const saved = await save(id, input, { idempotencyKey: submissionKeys.keyFor(input) }).catch((error: unknown) => {
          if (isApiError(error) && error.status > 0) submissionKeys.answered();
          throw error;
        });
        submissionKeys.answered();
        const { message, record } = saved;
        await afterSave?.(record, values);
        succeeded(message);
      } catch (error) {
        if (error instanceof UploadError) {
          failed(uploadFailure.title, uploadFailure.of(error.step));
          return;
        }
        // A field of a list (`lessonContents.2.lessonId`) is shown where the form has it too.
        for (const [field, text] of Object.entries(fieldTexts(error))) {
          const name = formFieldOf(field);
          if (name.split('.')[0]! in schema.shape) form.setError(name as Path<Values>, { message: text });
        }
        const refused = isApiError(error) && error.status >= 400 && error.status < 500;
        failed(refused || !thrownTitle ? failedTitle : thrownTitle, errorText(error) ?? '');
      }
    }),
  );

  const { isSubmitting } = form.formState;
  const status: ResourceFormStatus = { outcome, isSubmitting, isSaved, isLocked, submit };
  return { form, status };
}
