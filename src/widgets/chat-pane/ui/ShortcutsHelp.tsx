import { Fragment } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { useTranslation } from '@/shared/i18n';
import { CHAT_SHORTCUTS } from '../model/shortcuts';

/**
 * A '?' button in the chat header that opens the list of the panel's keyboard shortcuts. The keys
 * are written left to right in every language, as they are printed on the keyboard.
 */
export function ShortcutsHelp() {
  const { t } = useTranslation('chat-pane');
  return (
    <DialogTrigger>
      <Button
        aria-label={t('shortcuts.open')}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-border-strong bg-surface text-sm font-semibold text-ink outline-none transition-colors hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2 pressed:bg-surface-sunken"
      >
        <span aria-hidden="true">?</span>
      </Button>
      <Popover
        placement="bottom end"
        className="w-[28rem] max-w-[calc(100vw-2rem)] overflow-auto rounded-card border border-border bg-surface shadow-overlay outline-none"
      >
        <Dialog className="flex flex-col gap-3 p-4 outline-none">
          <Heading slot="title" className="text-base font-semibold text-ink">
            {t('shortcuts.title')}
          </Heading>
          <p className="text-sm text-ink-muted">{t('shortcuts.intro')}</p>
          <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-2 text-sm">
            {CHAT_SHORTCUTS.map((line) => (
              <Fragment key={line.keys.join('+')}>
                <dt className="whitespace-nowrap">
                  <bdi dir="ltr" className="inline-flex items-center gap-1">
                    {line.keys.map((key, index) => (
                      <Fragment key={key}>
                        {index > 0 && <span aria-hidden="true" className="text-ink-muted">+</span>}
                        <kbd className="rounded border border-border-strong bg-surface-muted px-1.5 py-0.5 font-mono text-xs text-ink">
                          {t(`shortcuts.keys.${key}`, { defaultValue: key })}
                        </kbd>
                      </Fragment>
                    ))}
                  </bdi>
                </dt>
                <dd className="text-ink">{t(line.descriptionKey, { ns: line.namespace ?? 'chat-pane' })}</dd>
              </Fragment>
            ))}
          </dl>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
