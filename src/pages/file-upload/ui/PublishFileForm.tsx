import { useState, type FormEvent } from 'react';
import { errorText, isApiError, replyText, siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Alert } from '@/shared/ui/alert';
import { FileDrop } from '@/shared/ui/file-drop';
import { FormFooter } from '@/shared/ui/form-footer';
import { TextField } from '@/shared/ui/text-field';
import { publishFile } from '../api/publicFiles';
import { useNameCheck, type Choice } from '../model/useNameCheck';
import { NameStatus } from './NameStatus';
import { PublishedAddress } from './PublishedAddress';

const { PUBLIC_FILE_RULE, PUBLIC_FILE_TYPES, PUBLIC_FILE_KEY_MAX, publicFileKeyOf } = siteContract;
const MAX_MB = String(PUBLIC_FILE_RULE.maxBytes / (1024 * 1024));

type Outcome = { tone: 'success'; text: string; url: string } | { tone: 'danger'; text: string } | null;

/**
 * Choose a file, see its public name checked, Upload. The button stays disabled while a chosen name
 * is not known to be free; pressed with nothing chosen it asks for a file. A failed upload keeps the
 * chosen file; a published one is cleared, its address shown to copy. Cancel lets the chosen file go.
 */
export function PublishFileForm({ onPublished }: { onPublished(): void }) {
  const { t } = useTranslation(['file-upload', 'server-messages']);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [dropRound, setDropRound] = useState(0);
  const [missingFile, setMissingFile] = useState(false);
  const [progress, setProgress] = useState<number>();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const check = useNameCheck(choice);
  const isUploading = progress !== undefined;
  const canUpload = !isUploading && (!choice || check.state === 'free');

  const choose = (file: File | null) => {
    setMissingFile(false);
    setChoice(file ? { file, key: publicFileKeyOf(file.name) } : null);
  };

  /** Cancel: the chosen file and its name are let go, and the drop zone is empty again. */
  const letGo = () => {
    setMissingFile(false);
    setChoice(null);
    setDropRound((round) => round + 1);
  };

  const upload = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canUpload) return;
    if (!choice) {
      setMissingFile(true);
      return;
    }
    setOutcome(null);
    setProgress(0);
    try {
      const reply = await publishFile(choice.key, choice.file, setProgress);
      setOutcome({ tone: 'success', text: replyText(reply) ?? reply.message, url: reply.data.url });
      setChoice(null);
      setDropRound((round) => round + 1);
      onPublished();
    } catch (error) {
      if (isApiError(error) && error.status === 409) check.markTaken();
      else setOutcome({ tone: 'danger', text: errorText(error) ?? '' });
    } finally {
      setProgress(undefined);
    }
  };

  const nameError =
    check.state === 'invalid'
      ? t('publicFile.keyInvalid', { ns: 'server-messages' })
      : check.state === 'taken'
        ? t('publicFile.exists', { ns: 'server-messages' })
        : undefined;

  return (
    <form
      noValidate
      aria-label={t('form.label')}
      onSubmit={(event) => void upload(event)}
      className="flex flex-col gap-5 rounded-card border border-border bg-surface p-6"
    >
      {outcome?.tone === 'success' && (
        <Alert tone="success">
          {outcome.text}
          <PublishedAddress url={outcome.url} />
        </Alert>
      )}
      {outcome?.tone === 'danger' && (
        <Alert tone="danger" title={t('form.failed')}>
          {outcome.text}
        </Alert>
      )}
      <FileDrop
        key={dropRound}
        label={t('form.file')}
        accept={[...PUBLIC_FILE_TYPES]}
        maxBytes={PUBLIC_FILE_RULE.maxBytes}
        tooLargeMessage={t('upload.fileTooLarge', { ns: 'server-messages', size: MAX_MB })}
        typeMessage={t('upload.fileTypeNotAllowed', { ns: 'server-messages' })}
        isRequired
        onChange={choose}
        progress={progress}
        errorMessage={missingFile ? t('publicFile.noFile', { ns: 'server-messages' }) : undefined}
      />
      {choice && (
        <div className="flex flex-col gap-2">
          <TextField
            label={t('form.name')}
            description={t('form.nameHint')}
            isRequired
            dir="ltr"
            maxLength={PUBLIC_FILE_KEY_MAX}
            isDisabled={isUploading}
            value={choice.key}
            onChange={(key) => setChoice({ file: choice.file, key })}
            errorMessage={nameError}
          />
          <NameStatus state={check.state} message={check.message} onCheckAgain={check.checkAgain} />
        </div>
      )}
      <div className="border-t border-border pt-4">
        <FormFooter onCancel={letGo} submitLabel={t('form.upload')} isSubmitting={isUploading} isSubmitDisabled={!canUpload} />
      </div>
    </form>
  );
}
