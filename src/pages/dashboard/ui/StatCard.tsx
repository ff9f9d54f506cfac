import type { ReactNode } from 'react';

export interface StatCardProps {
  label: string;
  value: string;
  icon: ReactNode;
}

/** One figure of the welcome page. */
export function StatCard({ label, value, icon }: StatCardProps) {
  return (
    <li className="flex items-center gap-4 rounded-card border border-border bg-surface p-5">
      <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="flex flex-col">
        <span className="text-sm font-medium text-ink-muted">{label}</span>
        <span className="text-2xl font-semibold text-ink tabular-nums">{value}</span>
      </div>
    </li>
  );
}
