import { useState } from 'react';
import { ListBox, ListBoxItem, Text, type Selection } from 'react-aria-components';
import { useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { TextField } from '@/shared/ui/text-field';
import type { LibraryPicture, PictureLibrary } from './types';
import { usePicturePages } from './usePicturePages';

export interface PicturePickerProps {
  /** Shows the dialog; each opening starts with an empty search and nothing chosen. */
  isOpen: boolean;
  /** Fetches the site's pictures whose names hold the search words, a page at a time. */
  library: PictureLibrary;
  /** The description typed before the picker opened, kept for the chosen picture. */
  altText: string;
  /** Called by Insert with the chosen picture's address and its description. */
  onInsert: (picture: { src: string; alt: string }) => void;
  /** Called when the dialog closes without a picture: Cancel, the close button, Escape or a click outside. */
  onCancel: () => void;
}

/** A thumbnail and its name; the name is the option's accessible name and its origin its description; the thumbnail adds nothing to either. */
function Thumbnail({ picture }: { picture: LibraryPicture }) {
  return (
    <ListBoxItem
      id={picture.address}
      textValue={picture.name}
      className={cn(
        'group flex cursor-pointer flex-col gap-1 rounded-control border border-border p-1.5 outline-none',
        'data-hovered:border-border-strong data-focus-visible:ring-2 data-focus-visible:ring-focus',
        'data-selected:border-brand-600 data-selected:bg-brand-50 data-selected:ring-2 data-selected:ring-brand-600',
      )}
    >
      <span className="relative block aspect-[4/3] overflow-hidden rounded bg-surface-sunken">
        <img src={picture.address} alt="" className="size-full object-cover" />
        <span
          aria-hidden="true"
          className="absolute end-1 top-1 hidden size-6 items-center justify-center rounded-full bg-brand-600 text-white group-data-selected:flex"
        >
          <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
            <path d="m5 10.5 3.2 3.2L15 7" />
          </svg>
        </span>
      </span>
      <Text slot="label" dir="auto" className="truncate py-0.5 text-xs leading-normal font-medium text-ink">
        {picture.name}
      </Text>
      {/* Read as the option's description (drawn, it would be words outside the option's name). */}
      {picture.origin && (
        <Text slot="description" className="sr-only">
          {picture.origin}
        </Text>
      )}
    </ListBoxItem>
  );
}

/** Grey tiles of a thumbnail's size while the first page comes. */
function LoadingTiles({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
      <span className="sr-only">{label}</span>
      {Array.from({ length: 8 }, (_, index) => (
        <span key={index} aria-hidden="true" className="block aspect-[4/3] rounded-control bg-surface-sunken motion-safe:animate-pulse" />
      ))}
    </div>
  );
}

/**
 * "Choose from the site's pictures": a dialog with a search by name, a grid of thumbnails (one tab stop,
 * the arrow keys move between them, the chosen one announced as selected), "Show more" while more
 * follow, and Cancel then Insert at the end. Insert puts the chosen picture in the text with the
 * description typed here.
 */
export function PicturePicker(props: PicturePickerProps) {
  // Mounted while open, so each opening starts afresh.
  return props.isOpen ? <PickerDialog {...props} /> : null;
}

function PickerDialog({ library, altText: startingAlt, onInsert, onCancel }: PicturePickerProps) {
  const { t } = useTranslation('ui-rich-text');
  const [search, setSearch] = useState('');
  const [altText, setAltText] = useState(startingAlt);
  const [chosenAddress, setChosenAddress] = useState<string | null>(null);
  const pages = usePicturePages(library, search);
  const chosen = pages.pictures.find((picture) => picture.address === chosenAddress);
  const choose = (selection: Selection) => {
    const [first] = selection === 'all' ? [] : [...selection];
    setChosenAddress(first === undefined ? null : String(first));
  };
  const footer = (
    <>
      <Button variant="secondary" onPress={onCancel}>
        {t('cancel')}
      </Button>
      <Button isDisabled={!chosen} onPress={() => chosen && onInsert({ src: chosen.address, alt: altText.trim() })}>
        {t('library.insert')}
      </Button>
    </>
  );

  const isFirstPage = pages.status === 'loading' || pages.status === 'failed';
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onCancel()} title={t('library.title')} size="xl" footer={footer}>
      <div className="flex flex-col gap-4">
        <TextField label={t('library.search')} type="search" value={search} onChange={setSearch} />
        <p role="status" className="sr-only">
          {pages.status === 'ready' ? t('library.found', { count: pages.pictures.length }) : ''}
        </p>
        {pages.status === 'loading' && <LoadingTiles label={t('library.loading')} />}
        {pages.status === 'failed' && <ErrorState headingLevel={3} title={t('library.failedTitle')} message={t('library.failed')} onRetry={pages.retry} />}
        {!isFirstPage && pages.pictures.length === 0 && (
          <EmptyState headingLevel={3} title={t(search.trim() ? 'library.noMatch' : 'library.empty')} description={t(search.trim() ? 'library.noMatchHint' : 'library.emptyHint')} />
        )}
        {!isFirstPage && pages.pictures.length > 0 && (
          <ListBox
            aria-label={t('library.pictures')}
            layout="grid"
            items={pages.pictures}
            selectionMode="single"
          // Escape closes the dialog rather than clearing the choice.
          escapeKeyBehavior="none"
            selectedKeys={chosenAddress ? [chosenAddress] : []}
            onSelectionChange={choose}
            className="grid grid-cols-2 gap-3 outline-none sm:grid-cols-3 md:grid-cols-4"
          >
            {(picture) => <Thumbnail picture={picture} />}
          </ListBox>
        )}
        {pages.status === 'moreFailed' && (
          <p role="alert" className="text-sm text-danger-700">
            {t('library.moreFailed')}
          </p>
        )}
        {(pages.hasMore || pages.status === 'moreFailed') && !isFirstPage && (
          <div className="flex justify-center">
            <Button variant="secondary" size="sm" onPress={pages.status === 'moreFailed' ? pages.retry : pages.more} isPending={pages.status === 'loadingMore'}>
              {t(pages.status === 'moreFailed' ? 'library.retryMore' : 'library.more')}
            </Button>
          </div>
        )}
        <TextField label={t('imageAlt')} value={altText} onChange={setAltText} />
      </div>
    </Dialog>
  );
}
