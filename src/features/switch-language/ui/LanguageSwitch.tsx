import { LANGUAGES, useLanguage, useTranslation } from '@/shared/i18n';
import { cn } from '@/shared/lib/cn';
import { Button } from '@/shared/ui/button';

export interface LanguageSwitchProps {
  className?: string;
}

/**
 * English / اردو as two pressed-or-not buttons: both choices stay visible, each written in its own
 * language so a reader of either can find theirs.
 */
export function LanguageSwitch({ className }: LanguageSwitchProps) {
  const { t } = useTranslation('shell');
  const [language, setLanguage] = useLanguage();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn('inline-flex rounded-control border border-border bg-surface p-0.5', className)}
    >
      {LANGUAGES.map((option) => {
        const isCurrent = option === language;
        return (
          <Button
            key={option}
            size="sm"
            variant={isCurrent ? 'primary' : 'ghost'}
            aria-pressed={isCurrent}
            lang={option}
            onPress={() => setLanguage(option)}
            className="h-7 px-2.5"
          >
            {t(`language.${option}`)}
          </Button>
        );
      })}
    </div>
  );
}
