import { memo, useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ALL, BIT_ORDER, holdsBit } from '@/entities/security-bit';
import type { securityContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import type { PermissionBit } from '@/shared/lib/permissions';
import { Button } from '@/shared/ui/button';
import { Select } from '@/shared/ui/select';
import { mayGive, toggled, withPoints, type HeldBits } from '../model/settings';

type Setting = securityContract.ProfileSetting;

export interface PermissionMatrixProps {
  /** The table's caption ('Permissions'). */
  caption: string;
  /** Every security point, for the titles and the points that can be added. */
  points: readonly { securityPointId: number; title: string }[];
  settings: readonly Setting[];
  onChange?(settings: Setting[]): void;
  /** Shown, not changeable (a reader without edit, or while saving). */
  isReadOnly?: boolean;
  /** The server's or the form's words about the settings. */
  errorMessage?: string;
  /**
   * The editor's own value per point: a bit they do not hold is shown disabled, with a hint, since the
   * server refuses giving it; a point added starts at what they hold. Absent: no limit.
   */
  held?: HeldBits;
}

interface RowProps {
  pointId: number;
  title: string;
  value: number;
  isNew: boolean;
  isReadOnly: boolean;
  /** The editor's own value on the point; undefined: no limit. */
  held: number | undefined;
  /** The id of the hint that says why a bit is disabled. */
  notHeldHintId: string;
  labels: Readonly<Record<PermissionBit, string>>;
  cellLabel(bit: string, point: string): string;
  newLabel: string;
  onToggle(pointId: number, bit: PermissionBit, chosen: boolean): void;
}

/**
 * One point's row: its title as the row header and a checkbox per bit. Memoised: a change to one
 * point renders that row only, however many points the profile has.
 */
const MatrixRow = memo(function MatrixRow({ pointId, title, value, isNew, isReadOnly, held, notHeldHintId, labels, cellLabel, newLabel, onToggle }: RowProps) {
  const isAll = value === ALL;
  const given = (bit: PermissionBit) => held === undefined || mayGive(held, bit);
  return (
    <tr className="border-t border-border">
      <th scope="row" className="px-3 py-2 text-start text-sm font-medium text-ink">
        {title}
        {isNew && <span className="ms-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-normal text-brand-700">{newLabel}</span>}
      </th>
      {BIT_ORDER.map((bit) => (
        <td key={bit} className="px-3 py-2 text-center">
          <input
            type="checkbox"
            className="size-4 accent-brand-600 focus-visible:ring-2 focus-visible:ring-focus disabled:cursor-not-allowed"
            aria-label={cellLabel(labels[bit], title)}
            checked={holdsBit(value, bit)}
            disabled={isReadOnly || (isAll && bit !== 'all') || !given(bit)}
            aria-describedby={isReadOnly || given(bit) ? undefined : notHeldHintId}
            onChange={(event) => onToggle(pointId, bit, event.target.checked)}
          />
        </td>
      ))}
    </tr>
  );
});

/**
 * A profile's permissions: a real table, one row per security point of the profile (its title the
 * row header) and one column per bit (the bit the column header); every checkbox is named by its bit
 * and point. ALL stands alone: choosing it clears and disables the others. A point added to the
 * profile starts at ALL (127), or at what the editor holds on it. Bits the editor does not hold are
 * disabled, with a hint saying why: nobody gives what they do not hold.
 */
export function PermissionMatrix({ caption, points, settings, onChange, isReadOnly = false, errorMessage, held }: PermissionMatrixProps) {
  const { t } = useTranslation('security-profiles');
  const { t: bitText } = useTranslation('security-bits');
  const [added, setAdded] = useState<ReadonlySet<number>>(() => new Set());
  const [chosenPoint, setChosenPoint] = useState<number | null>(null);

  // The latest settings and handler, read by the stable toggle below so that rows keep their props.
  const latest = useRef({ settings, onChange });
  useLayoutEffect(() => {
    latest.current = { settings, onChange };
  });
  const onToggle = useCallback((pointId: number, bit: PermissionBit, chosen: boolean) => {
    latest.current.onChange?.(toggled(latest.current.settings, pointId, bit, chosen));
  }, []);

  const labels = useMemo(() => Object.fromEntries(BIT_ORDER.map((bit) => [bit, bitText(`bits.${bit}`)])) as Record<PermissionBit, string>, [bitText]);
  const cellLabel = useCallback((bit: string, point: string) => t('matrix.cell', { bit, point }), [t]);
  const titles = useMemo(() => new Map(points.map((point) => [point.securityPointId, point.title])), [points]);
  // Points the editor holds nothing of would add a row they could not tick.
  const addable = useMemo(() => {
    const present = new Set(settings.map((setting) => setting.securityPointId));
    return points.filter((point) => !present.has(point.securityPointId) && (held === undefined || (held.get(point.securityPointId) ?? 0) > 0));
  }, [points, settings, held]);
  const isLimited = !isReadOnly && held !== undefined && [...held.values()].some((value) => value !== ALL);
  const notHeldHintId = useId();

  const add = (ids: number[]) => {
    if (ids.length === 0) return;
    onChange?.(withPoints(settings, ids, held));
    setAdded((current) => new Set([...current, ...ids]));
    setChosenPoint(null);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-card border border-border">
        <table className="w-full border-collapse text-sm" aria-describedby={errorMessage ? 'permission-matrix-error' : undefined}>
          <caption className="px-3 py-2 text-start text-base font-semibold text-ink">{caption}</caption>
          <thead className="bg-surface-muted">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-medium text-ink-muted">
                {t('matrix.point')}
              </th>
              {BIT_ORDER.map((bit) => (
                <th key={bit} scope="col" className="px-3 py-2 text-center font-medium text-ink-muted">
                  {labels[bit]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {settings.length === 0 ? (
              <tr>
                <td colSpan={BIT_ORDER.length + 1} className="px-3 py-4 text-center text-ink-muted">
                  {t('matrix.empty')}
                </td>
              </tr>
            ) : (
              settings.map((setting) => (
                <MatrixRow
                  key={setting.securityPointId}
                  pointId={setting.securityPointId}
                  title={titles.get(setting.securityPointId) ?? `#${setting.securityPointId}`}
                  value={setting.permission}
                  isNew={added.has(setting.securityPointId)}
                  isReadOnly={isReadOnly}
                  held={held === undefined ? undefined : (held.get(setting.securityPointId) ?? 0)}
                  notHeldHintId={notHeldHintId}
                  labels={labels}
                  cellLabel={cellLabel}
                  newLabel={t(isLimited ? 'matrix.newLimited' : 'matrix.new')}
                  onToggle={onToggle}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
      {isLimited && (
        <p id={notHeldHintId} className="text-sm text-ink-muted">
          {t('matrix.notHeld')}
        </p>
      )}
      {errorMessage && (
        <p id="permission-matrix-error" role="alert" className="text-sm text-danger-700">
          {errorMessage}
        </p>
      )}
      {!isReadOnly && addable.length > 0 && (
        <div className="flex flex-wrap items-end gap-3">
          <Select<number>
            label={t('matrix.addPoint')}
            items={addable.map((point) => ({ id: point.securityPointId, label: point.title }))}
            selectedKey={chosenPoint}
            onSelectionChange={setChosenPoint}
            placeholder={t('matrix.choosePoint')}
            description={t(isLimited ? 'matrix.addHintLimited' : 'matrix.addHint')}
            className="min-w-64"
          />
          <Button variant="secondary" isDisabled={chosenPoint === null} onPress={() => chosenPoint !== null && add([chosenPoint])}>
            {t('matrix.add')}
          </Button>
          <Button variant="secondary" onPress={() => add(addable.map((point) => point.securityPointId))}>
            {t('matrix.addAll', { count: addable.length })}
          </Button>
        </div>
      )}
    </div>
  );
}
