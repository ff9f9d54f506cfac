import { useState } from 'react';
import { errorText, premiumContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useResourceActions } from '@/shared/lib/resource';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { DateTimePicker } from '@/shared/ui/date-time-picker';
import { Dialog } from '@/shared/ui/dialog';
import { RadioGroup } from '@/shared/ui/radio-group';
import { showToast } from '@/shared/ui/toast';

const { athanPremium, ATHAN_PREMIUM_MESSAGES: M } = premiumContract;
const specText = specTextOf('athanPremium', M);

type Kind = 'unlimited' | 'expiry';

/** 'YYYY-MM-DD' of the local day `days` after the one of `now`. */
const localDay = (now: number, days: number) => {
  const day = new Date(now);
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

export interface GeneratePremiumCodeDialogProps {
  isOpen: boolean;
  onClose(): void;
  /** When the popup was opened, in milliseconds: the days up to its end cannot be chosen. */
  now: number;
}

/**
 * 'Generate Athan Premium Code': Unlimited, or Add Expiry Date with a date-time picker whose days up to
 * the end of today are disabled. OK makes the ACTIVE code; its success closes the popup and the list
 * reloads, a refusal keeps it open with the server's words.
 */
export function GeneratePremiumCodeDialog({ isOpen, onClose, now }: GeneratePremiumCodeDialogProps) {
  const { t } = useTranslation(['athan-premium', 'server-messages']);
  const { save } = useResourceActions(athanPremium);
  const [kind, setKind] = useState<Kind>('unlimited');
  const [expiry, setExpiry] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const tomorrow = localDay(now, 1);

  const close = () => {
    setKind('unlimited');
    setExpiry(null);
    setProblem(null);
    setRefusal(null);
    onClose();
  };

  const generate = async () => {
    setRefusal(null);
    if (kind === 'expiry') {
      if (!expiry) return setProblem(specText(M.expiryDate)!);
      if (expiry.slice(0, 10) < tomorrow) return setProblem(specText(M.expiryTooSoon)!);
    }
    setProblem(null);
    setIsSaving(true);
    try {
      // The spec's 'YYYY-MM-DDTHH:mm:ss.SSS[Z]': the local moment picked, in UTC.
      const expiryDate = kind === 'expiry' && expiry ? new Date(expiry).toISOString() : null;
      // The server holds the same 'after today' line in this browser's day.
      const { timeZone } = Intl.DateTimeFormat().resolvedOptions();
      const { message } = await save(null, { status: 'ACTIVE', expiryDate, timeZone });
      showToast({ tone: 'success', title: message || specText(M.created)! });
      close();
    } catch (error) {
      setRefusal(errorText(error) ?? t('generate.failed'));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && !isSaving && close()}
      title={t('generate.title')}
      size="md"
      footer={
        <>
          <Button variant="secondary" onPress={close} isDisabled={isSaving}>
            {t('generate.cancel')}
          </Button>
          <Button onPress={() => void generate()} isPending={isSaving}>
            {t('generate.ok')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {refusal && (
          <Alert tone="danger" title={t('generate.failed')}>
            {refusal}
          </Alert>
        )}
        <RadioGroup
          label={t('generate.kind')}
          options={[
            { value: 'unlimited', label: t('generate.unlimited') },
            { value: 'expiry', label: t('generate.addExpiry') },
          ]}
          value={kind}
          onChange={(value) => {
            setKind(value as Kind);
            setProblem(null);
          }}
          orientation="horizontal"
          isDisabled={isSaving}
        />
        {kind === 'expiry' && (
          <DateTimePicker
            label={t('generate.expiryDate')}
            value={expiry}
            onChange={(value) => {
              setExpiry(value);
              setProblem(null);
            }}
            minValue={tomorrow}
            placeholderValue={`${tomorrow}T00:00:00`}
            description={t('generate.expiryHint')}
            isRequired
            isInvalid={problem !== null}
            errorMessage={problem ?? undefined}
            isDisabled={isSaving}
          />
        )}
      </div>
    </Dialog>
  );
}
