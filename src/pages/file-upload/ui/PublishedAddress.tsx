import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { Link } from '@/shared/ui/link';

/** Where a published file can be opened, with a button that copies the address. */
export function PublishedAddress({ url }: { url: string }) {
  const { t } = useTranslation('file-upload');
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copyAddress = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <div className="mt-2 flex flex-col gap-2">
      <span className="font-medium">{t('published.address')}</span>
      <div className="flex flex-wrap items-center gap-3">
        <span dir="ltr" className="min-w-0 break-all">
          <Link href={url} target="_blank">
            {url}
          </Link>
        </span>
        <Button variant="secondary" size="sm" onPress={() => void copyAddress()}>
          {t('published.copy')}
        </Button>
      </div>
      <span role="status" className="text-xs text-ink-muted">
        {copy === 'copied' ? t('published.copied') : copy === 'failed' ? t('published.copyFailed') : ''}
      </span>
    </div>
  );
}
