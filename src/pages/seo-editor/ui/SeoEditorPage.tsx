import { useCan } from '@/entities/session';
import { errorText } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { FormFooter } from '@/shared/ui/form-footer';
import { HistoryPanel } from '@/shared/ui/history-panel';
import { PageHeader } from '@/shared/ui/page-header';
import { usePageMetaEditor } from '../model/usePageMetaEditor';
import { LoadStatus } from './LoadStatus';
import { MetaFields } from './MetaFields';
import { PageAndLanguageFields } from './PageAndLanguageFields';

const META_FIELDS = ['title', 'description', 'html'];

/**
 * /seoeditor: choose a page and a language; their meta fills the form (or it stays empty, and Save adds
 * it); Save, shown with the add bit on SEO only, keeps it, and Cancel puts back what is stored; below, who
 * changed it and how.
 */
export function SeoEditorPage() {
  const { t } = useTranslation(['seo-editor', 'server-messages']);
  const can = useCan();
  const { form, meta, submit, putBack, locale, isSaving } = usePageMetaEditor();
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
        {/* A settings screen has nowhere to go back to: Cancel puts back what is stored. */}
        {can('SEO', 'add') && (
          <FormFooter onCancel={putBack} submitLabel={t('form.save')} isSubmitting={isSubmitting} isSubmitDisabled={!isLoaded} />
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
