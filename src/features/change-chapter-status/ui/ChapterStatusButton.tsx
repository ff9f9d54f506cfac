import { useState } from 'react';
import type { Chapter } from '@/entities/chapter';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { nextStatus } from '../model/nextStatus';
import { useChangeChapterStatus } from '../model/useChangeChapterStatus';

/** Publish (a NEW or UNPUBLISHED chapter) or Unpublish (a published one), as a button. */
export function ChapterStatusButton({ chapter }: { chapter: Chapter }) {
  const { t } = useTranslation('chapters');
  const change = useChangeChapterStatus();
  const [isPending, setPending] = useState(false);
  const onPress = async () => {
    setPending(true);
    try {
      await change(chapter);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="secondary" isPending={isPending} onPress={() => void onPress()}>
      {t(nextStatus(chapter.status) === 'PUBLISH' ? 'list.publish' : 'list.unpublish')}
    </Button>
  );
}
