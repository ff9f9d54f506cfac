import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { GeneratePremiumCodeDialog } from './GeneratePremiumCodeDialog';

export interface GeneratePremiumCodeProps {
  /** This moment, in milliseconds, for the popup's disabled days. */
  now?: number;
}

/** The 'Generate Code' button and the popup it opens. */
export function GeneratePremiumCode({ now }: GeneratePremiumCodeProps) {
  const { t } = useTranslation('athan-premium');
  // The moment the popup opened: today is the day of that moment, whenever it was rendered.
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  return (
    <>
      <Button onPress={() => setOpenedAt(now ?? Date.now())}>{t('generate.button')}</Button>
      <GeneratePremiumCodeDialog isOpen={openedAt !== null} onClose={() => setOpenedAt(null)} now={openedAt ?? 0} />
    </>
  );
}
