import { useId } from 'react';
import { useTranslation } from '@/shared/i18n';
import { Link } from '@/shared/ui/link';

/** A screen inside the shell that can only say why it shows nothing: its status code, a title, a line and the way home. */
export function ShellNotice({ code, title, description }: { code: number; title: string; description: string }) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-card border border-border bg-surface px-6 py-12 text-center"
    >
      <p aria-hidden="true" className="text-6xl font-bold tracking-tight text-brand-600">
        {code}
      </p>
      <h1 id={titleId} className="text-2xl font-semibold text-ink">
        {title}
      </h1>
      <p className="text-ink-muted">{description}</p>
      <Link href="/" variant="standalone">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
