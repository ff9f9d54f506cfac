import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, type Key } from 'react-aria-components';
import { useTranslation } from '@/shared/i18n';
import { ChevronDownIcon } from './icons';
import { useFormatNumber } from './useFormatNumber';

interface PageSizeSelectProps {
  /** The page size in force. */
  value: number;
  /** The page sizes offered, shown in the interface language's digits. */
  options: number[];
  /** Called with the page size picked. */
  onChange: (size: number) => void;
}

/** "Rows per page" chooser of the pager. */
export function PageSizeSelect({ value, options, onChange }: PageSizeSelectProps) {
  const { t } = useTranslation('ui-data');
  const formatNumber = useFormatNumber();
  return (
    <Select
      value={value}
      onChange={(key: Key | null) => {
        if (key !== null) onChange(Number(key));
      }}
      className="flex items-center gap-2"
    >
      <Label className="text-sm text-ink-muted">{t('pageSize')}</Label>
      <Button className="inline-flex h-8 items-center gap-2 rounded-control border border-border-strong bg-surface ps-3 pe-2 text-sm text-ink tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-focus data-hovered:bg-surface-muted">
        <SelectValue />
        <ChevronDownIcon className="text-ink-muted" />
      </Button>
      <Popover className="min-w-(--trigger-width) rounded-control border border-border bg-surface p-1 shadow-overlay outline-none">
        <ListBox className="outline-none">
          {options.map((option) => (
            <ListBoxItem
              key={option}
              id={option}
              textValue={String(option)}
              className="cursor-default rounded-control px-3 py-1.5 text-sm text-ink tabular-nums outline-none data-focused:bg-surface-sunken data-selected:font-semibold data-selected:text-brand-700"
            >
              {formatNumber(option)}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
