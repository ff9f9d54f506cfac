import { useEffect, useId, useState } from 'react';
import { DropZone, FileTrigger, type DropItem } from 'react-aria-components';
import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';
import { Button } from '@/shared/ui/button';
import { ProgressBar } from '@/shared/ui/progress';
import { fitsDimensions, formatFileSize, isAcceptedType, readImageSize, type ImageDimensions } from './checkFile';

export interface FileDropValue {
  name: string;
  url: string;
  size?: number;
  /** Whether to preview it as an image; guessed from the name or address when left out. */
  isImage?: boolean;
}

export interface FileDropProps {
  /** The field's visible name, above the drop zone; the drop zone's accessible name includes it. */
  label: string;
  /** Accepted MIME types; `image/*` style families work too. */
  accept: string[];
  /** The largest file accepted, in bytes; a larger one is refused, and the empty drop zone names the limit. */
  maxBytes?: number;
  /** Shown when the file is too large (the spec's words, e.g. 'Filesize must be smaller than 1MB!'). */
  tooLargeMessage?: string;
  /** Shown when the file's type is not in `accept`; a general message when omitted. */
  typeMessage?: string;
  /** Pixel limits, checked for images. */
  dimensions?: ImageDimensions;
  /** Shown when an image is outside `dimensions`; a function receives the image's size (e.g. to name the side at fault). */
  dimensionMessage?: string | ((size: { width: number; height: number }) => string);
  /** The file already saved on the record. */
  value?: FileDropValue | null;
  /** A file that passed every check, or null when the person removed it. */
  onChange?: (file: File | null) => void;
  /** Called with the reason a chosen file was refused (a form that also shows refusals as toasts). */
  onRefuse?: (message: string) => void;
  /** 0–100 while the file goes up. */
  progress?: number;
  /** Shown under the drop zone, and outlines it in red; a refused file's reason takes its place. */
  errorMessage?: string;
  /** Help text under the drop zone. */
  description?: string;
  /** Adds a red asterisk to the label. */
  isRequired?: boolean;
  /** Greys the drop zone out; files cannot be dropped, browsed for or removed. */
  isDisabled?: boolean;
  /** Extra classes for the outer element, for placement only. */
  className?: string;
}

interface Shown {
  name: string;
  url: string;
  size?: number;
  isImage: boolean;
}

const IMAGE_NAME = /\.(png|jpe?g|gif|webp|svg)(\?|$)/i;

/**
 * Drop a file or browse for one. Type, size and image dimensions are checked here for early feedback
 * (the server checks them again); a refused file leaves the current one in place.
 */
export function FileDrop({
  label,
  accept,
  maxBytes,
  tooLargeMessage,
  typeMessage,
  dimensions,
  dimensionMessage,
  value,
  onChange,
  onRefuse,
  progress,
  errorMessage,
  description,
  isRequired,
  isDisabled,
  className,
}: FileDropProps) {
  const { t, i18n } = useTranslation('ui-files-dates');
  const messageId = useId();
  const [chosen, setChosen] = useState<Shown | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // The preview of a chosen file lives in an object URL; give the memory back when it changes.
  useEffect(() => {
    const url = chosen?.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [chosen?.url]);

  const accepted = async (file: File): Promise<string | null> => {
    if (!isAcceptedType(file.type, accept)) return typeMessage ?? t('fileDrop.wrongType');
    if (maxBytes !== undefined && file.size > maxBytes) {
      return tooLargeMessage ?? t('fileDrop.tooLarge', { size: formatFileSize(maxBytes, i18n.language) });
    }
    if (dimensions && file.type.startsWith('image/')) {
      const size = await readImageSize(file);
      if (!size) return t('fileDrop.unreadableImage');
      if (!fitsDimensions(size.width, size.height, dimensions)) {
        if (typeof dimensionMessage === 'function') return dimensionMessage(size);
        return dimensionMessage ?? t('fileDrop.wrongDimensions', size);
      }
    }
    return null;
  };

  const take = async (file: File | undefined) => {
    if (!file || isDisabled) return;
    const refusal = await accepted(file);
    setProblem(refusal);
    if (refusal) {
      onRefuse?.(refusal);
      return;
    }
    setChosen({ name: file.name, size: file.size, url: URL.createObjectURL(file), isImage: file.type.startsWith('image/') });
    onChange?.(file);
  };

  const dropped = async (items: DropItem[]) => {
    const item = items.find((candidate) => candidate.kind === 'file');
    if (item?.kind === 'file') await take(await item.getFile());
  };

  const remove = () => {
    setChosen(null);
    setProblem(null);
    onChange?.(null);
  };

  const shown: Shown | null =
    chosen ?? (value ? { ...value, isImage: value.isImage ?? (IMAGE_NAME.test(value.url) || IMAGE_NAME.test(value.name)) } : null);
  const message = problem ?? errorMessage ?? null;
  const isUploading = progress !== undefined;
  const limits = maxBytes !== undefined ? t('fileDrop.limits', { types: typeNames(accept, t), size: formatFileSize(maxBytes, i18n.language) }) : typeNames(accept, t);

  const browse = (text: string) => (
    <FileTrigger acceptedFileTypes={accept} onSelect={(files) => void take(files?.[0])}>
      <Button variant="secondary" size="sm" isDisabled={isDisabled || isUploading} aria-describedby={message ? messageId : undefined}>
        {text}
      </Button>
    </FileTrigger>
  );

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <span className="text-sm font-medium text-ink">
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="ms-0.5 text-danger-600">
            *
          </span>
        ) : null}
      </span>
      <DropZone
        // Named in the interface language: react-aria's own name for a drop zone is English only.
        aria-label={t('fileDrop.dropZoneLabel', { label })}
        isDisabled={isDisabled || isUploading}
        getDropOperation={(types) => (accept.some((type) => types.has(type)) || types.has('Files') ? 'copy' : 'cancel')}
        onDrop={(event) => void dropped(event.items)}
        className={cn(
          'flex flex-col gap-3 rounded-card border-2 border-dashed p-4 outline-none transition-colors',
          message ? 'border-danger-600' : 'border-border-strong',
          'data-drop-target:border-brand-600 data-drop-target:bg-brand-50 data-focus-visible:ring-2 data-focus-visible:ring-focus',
          isDisabled && 'cursor-not-allowed bg-surface-sunken',
        )}
      >
        {shown ? (
          <div className="flex flex-wrap items-center gap-3">
            {shown.isImage ? (
              <img
                src={shown.url}
                alt={t('fileDrop.previewAlt', { name: shown.name })}
                className="size-20 rounded-control border border-border bg-surface-muted object-contain"
              />
            ) : (
              <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-control bg-surface-sunken text-ink-muted">
                <DocumentIcon />
              </span>
            )}
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="sr-only">{t('fileDrop.chosenFile')}</span>
              <span className="truncate-inline text-sm font-medium text-ink" dir="auto">
                {shown.name}
              </span>
              {shown.size !== undefined && <span className="text-xs text-ink-muted">{formatFileSize(shown.size, i18n.language)}</span>}
            </div>
            <div className="flex gap-2">
              {browse(t('fileDrop.replace'))}
              <Button variant="ghost" size="sm" onPress={remove} isDisabled={isDisabled || isUploading}>
                {t('fileDrop.remove')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-2 py-3 text-center">
            <span aria-hidden="true" className="text-ink-muted">
              <UploadIcon />
            </span>
            <div className="flex flex-wrap items-center justify-center gap-2 text-sm text-ink-muted">
              <span>{t('fileDrop.dropHint')}</span>
              {browse(t('fileDrop.browse'))}
            </div>
            <span className="text-xs text-ink-muted">{limits}</span>
          </div>
        )}
        {isUploading && <ProgressBar label={t('fileDrop.uploading')} value={progress} />}
      </DropZone>
      {description ? <span className="text-xs text-ink-muted">{description}</span> : null}
      {message ? (
        <span id={messageId} role="alert" className="text-sm text-danger-700">
          {message}
        </span>
      ) : null}
    </div>
  );
}

function typeNames(accept: readonly string[], t: (key: string) => string): string {
  const names = accept.map((type) => {
    if (type === 'image/*') return t('fileDrop.anyImage');
    if (type === 'audio/*') return t('fileDrop.anyAudio');
    if (type === 'video/*') return t('fileDrop.anyVideo');
    const subtype = type.split('/')[1] ?? type;
    if (subtype.includes('wordprocessingml')) return 'DOCX';
    if (subtype.includes('spreadsheetml')) return 'XLSX';
    return subtype.replace(/^x-/, '').replace('mpeg', 'MP3').toUpperCase();
  });
  return Array.from(new Set(names)).join(', ');
}

function UploadIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 15V4m0 0-4 4m4-4 4 4M5 15v3a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-3" />
    </svg>
  );
}

function DocumentIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
      <path d="M7 3h7l5 5v13H7z" />
      <path d="M14 3v5h5" />
    </svg>
  );
}
