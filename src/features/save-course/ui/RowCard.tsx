import type { ReactNode } from 'react';
import { IconButton } from '@/shared/ui/icon-button';
import { TrashIcon } from '@/shared/ui/trash-icon';

export interface RowCardProps {
  /** The row's name, e.g. 'Part 2'. */
  title: string;
  removeLabel: string;
  onRemove(): void;
  isDisabled?: boolean;
  children: ReactNode;
}

/** One row of a list in the course form (a part, a testimonial, a milestone…), with its remove button. */
export function RowCard({ title, removeLabel, onRemove, isDisabled, children }: RowCardProps) {
  return (
    <li className="flex flex-col gap-4 rounded-card border border-border bg-surface-muted p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-ink">
          {title}
        </h3>
        <IconButton label={removeLabel} icon={<TrashIcon />} variant="danger" size="sm" isDisabled={isDisabled} onPress={onRemove} />
      </div>
      {children}
    </li>
  );
}
