import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { Dialog } from '@/shared/ui/dialog';

export interface ImageMessageProps {
  /** The image's signed link. */
  url: string;
  /** Describes the image, e.g. "Image from Maryam Iqbal, 10:00"; also the large view's title. */
  label: string;
}

/** An image message: a thumbnail that opens the image large in a dialog (Escape or × closes it). */
export function ImageMessage({ url, label }: ImageMessageProps) {
  const { t } = useTranslation('chat-message');
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('image.open', { label })}
        className="block overflow-hidden rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2"
      >
        <img src={url} alt="" loading="lazy" className="h-32 w-48 bg-surface-sunken object-cover" />
      </button>
      <Dialog isOpen={isOpen} onOpenChange={setOpen} title={label} size="xl">
        <img src={url} alt={label} className="mx-auto max-h-[75vh] w-auto max-w-full object-contain" />
      </Dialog>
    </>
  );
}
