import { useId, type ReactNode } from 'react';

export interface FormSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** One group of the course form under its heading, so the long form can be scanned and navigated by heading. */
export function FormSection({ title, description, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5 rounded-card border border-border bg-surface p-6">
      <div className="flex flex-col gap-1 border-b border-border pb-3">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
