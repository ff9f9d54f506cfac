import { useState } from 'react';
import { errorText, storiesContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf } from '@/shared/lib/resource';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { DatePicker } from '@/shared/ui/date-picker';
import { Dialog } from '@/shared/ui/dialog';
import { showToast } from '@/shared/ui/toast';
import { downloadStats } from '../model/downloadStats';

const { videoStatsRange, VIDEO_LIMITS, VIDEO_MESSAGES: M } = storiesContract;
const specText = specTextOf('video', M);

export interface StatsDownloadDialogProps {
  isOpen: boolean;
  onClose(): void;
}

/**
 * 'Download Stats': the first and last day (at most the configured number of days apart, checked here and
 * by the server), then the CSV of the videos added in them. A refusal keeps the days as chosen.
 */
export function StatsDownloadDialog({ isOpen, onClose }: StatsDownloadDialogProps) {
  const { t } = useTranslation(['videos', 'server-messages']);
  const [startDate, setStartDate] = useState<string | null>(null);
  const [endDate, setEndDate] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ field: 'startDate' | 'endDate'; text: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isLoading, setIsLoading] = useState(false);

  const close = () => {
    setProblem(null);
    setRefusal(null);
    onClose();
  };

  const download = async () => {
    setRefusal(null);
    const checked = videoStatsRange.safeParse({ startDate: startDate ?? '', endDate: endDate ?? '' });
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      setProblem({ field: issue.path[0] === 'startDate' ? 'startDate' : 'endDate', text: specText(issue.message)! });
      return;
    }
    setProblem(null);
    setIsLoading(true);
    try {
      await downloadStats(checked.data.startDate, checked.data.endDate);
      showToast({ tone: 'success', title: t('stats.done') });
      close();
    } catch (error) {
      setRefusal(errorText(error) ?? '');
    } finally {
      setIsLoading(false);
    }
  };

  const problemOf = (field: 'startDate' | 'endDate') => (problem?.field === field ? problem.text : undefined);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && !isLoading && close()}
      title={t('stats.title')}
      size="md"
      footer={
        <>
          <Button variant="secondary" onPress={close} isDisabled={isLoading}>
            {t('stats.cancel')}
          </Button>
          <Button onPress={() => void download()} isPending={isLoading}>
            {t('stats.download')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">{t('stats.hint', { days: VIDEO_LIMITS.statsDays })}</p>
        {refusal !== null && (
          <Alert tone="danger" title={t('stats.failed')}>
            {refusal}
          </Alert>
        )}
        <div className="flex flex-wrap gap-4">
          <DatePicker
            label={t('stats.from')}
            inputFormat="iso"
            value={startDate}
            onChange={(day) => {
              setStartDate(day);
              setProblem(null);
            }}
            isRequired
            isInvalid={problemOf('startDate') !== undefined}
            errorMessage={problemOf('startDate')}
            isDisabled={isLoading}
          />
          <DatePicker
            label={t('stats.to')}
            inputFormat="iso"
            value={endDate}
            onChange={(day) => {
              setEndDate(day);
              setProblem(null);
            }}
            isRequired
            isInvalid={problemOf('endDate') !== undefined}
            errorMessage={problemOf('endDate')}
            isDisabled={isLoading}
          />
        </div>
      </div>
    </Dialog>
  );
}
