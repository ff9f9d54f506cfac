import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import type { DataTableSelection } from './types';

/**
 * Above the rows while some are chosen: how many, the changes offered over them and Clear selection.
 * The count is also said by a polite live region, which stays in the page so each change is announced.
 */
export function SelectionBar({ selection }: {
  /** The chosen rows, the changes offered over them and the callback that clears the choice. */
  selection: DataTableSelection;
}) {
  const { t } = useTranslation('ui-data');
  const count = selection.selected.size;
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {count > 0 ? t('selected', { count }) : ''}
      </p>
      {count > 0 && (
        <div role="toolbar" aria-label={t('selectionActions')} className="flex flex-wrap items-center gap-2 border-b border-border bg-brand-50 px-4 py-2 text-sm">
          <span aria-hidden="true" className="font-medium text-ink">
            {t('selected', { count })}
          </span>
          {selection.actions.map((action) => (
            <Button key={action.id} size="sm" variant="secondary" isPending={selection.isPending} onPress={action.onAction}>
              {action.label}
            </Button>
          ))}
          <Button size="sm" variant="ghost" className="ms-auto" isDisabled={selection.isPending} onPress={() => selection.onChange(new Set())}>
            {t('clearSelection')}
          </Button>
        </div>
      )}
    </>
  );
}
