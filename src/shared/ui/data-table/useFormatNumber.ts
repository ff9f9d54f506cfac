import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';

/** Formats counts and page numbers in the interface locale's digits and grouping. */
export function useFormatNumber(): (value: number) => string {
  const { locale } = useLocale();
  const format = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  return (value: number) => format.format(value);
}
