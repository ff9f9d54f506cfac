import { useId, useState, type ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';
import { Chevron } from './Chevron';

export interface CollapsibleSectionProps {
  title: string;
  /** Top-level groups get a heading; nested ones stay plain list items. */
  level: 'group' | 'submenu';
  children: ReactNode;
}

/** A heading button that shows or hides its list (a disclosure, so Enter and Space both toggle it). */
export function CollapsibleSection({ title, level, children }: CollapsibleSectionProps) {
  const [isOpen, setOpen] = useState(true);
  const listId = useId();
  const toggle = (
    <button
      type="button"
      aria-expanded={isOpen}
      aria-controls={listId}
      onClick={() => setOpen((open) => !open)}
      className={cn(
        'flex w-full items-center justify-between gap-2 rounded-control px-3 py-1.5 text-start outline-none',
        'hover:bg-surface-sunken focus-visible:ring-2 focus-visible:ring-focus',
        level === 'group'
          ? 'text-xs font-semibold tracking-wide text-ink-subtle uppercase'
          : 'text-sm text-ink-muted',
      )}
    >
      <span>{title}</span>
      <Chevron isOpen={isOpen} />
    </button>
  );
  return (
    <>
      {level === 'group' ? <h2>{toggle}</h2> : toggle}
      <ul id={listId} hidden={!isOpen} className={cn('flex flex-col gap-0.5', level === 'submenu' && 'ms-3 mt-0.5')}>
        {children}
      </ul>
    </>
  );
}
