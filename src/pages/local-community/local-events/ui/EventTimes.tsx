import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useDateFormats } from '@/shared/lib/display-date';

/** When an event starts and ends, on the clock of its own time zone, which is named. */
export function EventTimes({ event }: { event: siteContract.LocalEvent }) {
  const { t } = useTranslation('local-events');
  const zone = siteContract.isTimeZone(event.timeZone) ? event.timeZone : 'UTC';
  const { dateTime } = useDateFormats(zone);
  return (
    <span className="flex flex-col">
      <span className="whitespace-nowrap">{t('list.starts', { time: dateTime(event.startTime) })}</span>
      <span className="whitespace-nowrap">{t('list.ends', { time: dateTime(event.endTime) })}</span>
      <bdi dir="ltr" className="text-xs text-ink-muted">
        {event.timeZone}
      </bdi>
    </span>
  );
}
