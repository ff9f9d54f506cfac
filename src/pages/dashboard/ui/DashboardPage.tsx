import { useSession } from '@/entities/session';
import { useTranslation } from '@/shared/i18n';
import { ActiveIcon, EmailIcon, IdleIcon } from './icons';
import { StatCard } from './StatCard';

/** The spec's fixed demo figures of the welcome page. */
const DEMO_STATS = [
  { id: 'active', value: 5000, icon: <ActiveIcon /> },
  { id: 'idle', value: 1500, icon: <IdleIcon /> },
  { id: 'emails', value: 7000, icon: <EmailIcon /> },
] as const;

/** The home screen: greets the signed-in person by full name. */
export function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const { profile } = useSession();
  const formatNumber = new Intl.NumberFormat(i18n.language).format;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-ink">{t('welcome', { name: profile?.fullname ?? '' })}</h1>
        <p className="text-ink-muted">{t('intro')}</p>
      </header>
      <section aria-labelledby="dashboard-stats">
        <h2 id="dashboard-stats" className="sr-only">
          {t('statsLabel')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {DEMO_STATS.map((stat) => (
            <StatCard key={stat.id} label={t(`stats.${stat.id}`)} value={formatNumber(stat.value)} icon={stat.icon} />
          ))}
        </ul>
      </section>
    </div>
  );
}
