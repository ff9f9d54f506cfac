import { useTranslation } from '@/shared/i18n';

/** A field's message in the interface language: a catalogue key of the form, or the server's own words. */
export function useErrorText() {
  const { t } = useTranslation('chapters');
  return (message: string | undefined) => (message ? t(message, { defaultValue: message }) : undefined);
}
