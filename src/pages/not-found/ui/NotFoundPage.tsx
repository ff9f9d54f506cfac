import { useTranslation } from '@/shared/i18n';
import { Link } from '@/shared/ui/link';

/** What any unknown or not yet available path shows inside the shell. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-card border border-border bg-surface px-6 py-12 text-center"
    >
      <p aria-hidden="true" className="text-6xl font-bold tracking-tight text-brand-600">
        404
      </p>
      <h1 id="not-found-title" className="text-2xl font-semibold text-ink">
        {t('notFound.title')}
      </h1>
      <p className="text-ink-muted">{t('notFound.description')}</p>
      <Link href="/" variant="standalone">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
