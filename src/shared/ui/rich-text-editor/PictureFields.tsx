import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { FileDrop } from '@/shared/ui/file-drop';
import { TextField } from '@/shared/ui/text-field';
import { PicturePicker } from './PicturePicker';
import type { EditorPictures } from './types';

export interface PictureFieldsProps {
  /** How pictures are checked, uploaded and offered: the editor's own `pictures`. */
  pictures: EditorPictures;
  /** The stored picture, to put in the text. */
  onInsert: (picture: { src: string; alt: string }) => void;
  /** Called by Cancel; the text stays as it was. */
  onCancel: () => void;
}

/**
 * The Image button's fields: a picture to choose (its type and size checked at once) and its
 * description; Upload and insert stores it and puts it in the text. A refused upload says why and
 * leaves the text as it was. With a library, "Choose from the site's pictures" opens the picker
 * instead, which puts the chosen one in the text.
 */
export function PictureFields({ pictures, onInsert, onCancel }: PictureFieldsProps) {
  const { t } = useTranslation('ui-rich-text');
  const [file, setFile] = useState<File | null>(null);
  const [altText, setAltText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isStoring, setStoring] = useState(false);
  const [isPicking, setPicking] = useState(false);

  const insert = async () => {
    if (!file) return setProblem(t('choosePicture'));
    setProblem(null);
    setStoring(true);
    const stored = await pictures.store(file);
    setStoring(false);
    if ('failure' in stored) return setProblem(stored.failure);
    onInsert({ src: stored.address, alt: altText.trim() });
  };

  return (
    <div role="group" aria-label={t('imageGroup')} className="flex flex-col gap-2 border-b border-border px-3 py-2">
      <FileDrop
        label={t('picture')}
        accept={[...pictures.accept]}
        maxBytes={pictures.maxBytes}
        tooLargeMessage={pictures.tooLargeMessage}
        onChange={(chosen) => {
          setFile(chosen);
          setProblem(null);
        }}
        progress={pictures.progress}
        errorMessage={problem ?? undefined}
        isDisabled={isStoring}
      />
      <div className="flex flex-wrap items-end gap-2">
        <TextField label={t('imageAlt')} value={altText} onChange={setAltText} className="min-w-48 flex-1" />
        {pictures.library && (
          <Button size="sm" variant="secondary" onPress={() => setPicking(true)} isDisabled={isStoring}>
            {t('library.open')}
          </Button>
        )}
        <Button size="sm" variant="secondary" onPress={onCancel} isDisabled={isStoring}>
          {t('cancel')}
        </Button>
        <Button size="sm" onPress={() => void insert()} isPending={isStoring}>
          {t('insertPicture')}
        </Button>
      </div>
      {pictures.library && (
        <PicturePicker isOpen={isPicking} library={pictures.library} altText={altText} onInsert={onInsert} onCancel={() => setPicking(false)} />
      )}
    </div>
  );
}
