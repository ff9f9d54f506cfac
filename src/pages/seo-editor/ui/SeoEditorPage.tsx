import { useCan } from '@/entities/session';
import { errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { HistoryPanel } from '@/shared/ui/history-panel';
import { PageHeader } from '@/shared/ui/page-header';
import { usePageMetaEditor } from '../model/usePageMetaEditor';
import { LoadStatus } from './LoadStatus';
import { MetaFields } from './MetaFields';
import { PageAndLanguageFields } from './PageAndLanguageFields';

const META_FIELDS = ['title', 'description', 'html'];

/**
 * /seoeditor: choose a page and a language; their meta fills the form (or it stays empty, and Save adds
 * it); Save, shown with the add bit on SEO only, keeps it; below, who changed it and how.
 */
export function SeoEditorPage() {
  const { t } = useTranslation(['seo-editor', 'server-messages']);
  const can = useCan();
  const { form, meta, submit, locale, isSaving } = usePageMetaEditor();
  const { isSubmitting } = form.formState;
  const isLoaded = meta.status === 'found' || meta.status === 'missing' || meta.status === 'idle';
  const fieldLabel = (field: string) => (META_FIELDS.includes(field) ? t(`form.${field}`) : field);

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader title={t('title')} description={t('description')} breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]} />
      <form
        noValidate
        aria-label={t('form.label')}
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-5 rounded-card border border-border bg-surface p-6"
      >
        <PageAndLanguageFields control={form.control} isDisabled={isSaving} />
        <LoadStatus status={meta.status} error={meta.error} onRetry={meta.retry} />
        <MetaFields control={form.control} isDisabled={isSaving || !isLoaded} locale={locale} />
        {can('SEO', 'add') && (
          <div className="flex justify-end">
            <Button type="submit" isPending={isSubmitting} isDisabled={!isLoaded}>
              {t('form.save')}
            </Button>
          </div>
        )}
      </form>
      {meta.status === 'found' && (
        <HistoryPanel
          entries={meta.history.data?.content}
          isLoading={meta.history.isLoading}
          error={errorText(meta.history.error)}
          fieldLabel={fieldLabel}
        />
      )}
    </div>
  );
}
