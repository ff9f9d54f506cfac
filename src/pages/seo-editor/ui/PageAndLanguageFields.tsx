import { Controller, type Control } from 'react-hook-form';
import { errorText, siteContract, useApi } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { ErrorState } from '@/shared/ui/error-state';
import { Select } from '@/shared/ui/select';
import type { PageMetaFormValues } from '../model/pageMetaForm';
import { fieldMessage } from '../model/specWords';

/** The page (from `page-meta/list-pages`) and the language whose meta the form shows. */
export function PageAndLanguageFields({ control, isDisabled }: { control: Control<PageMetaFormValues>; isDisabled: boolean }) {
  const { t } = useTranslation('seo-editor');
  const pages = useApi(siteContract.listPages, {});
  const pageItems = (pages.data ?? []).map((page) => ({ id: page.pageId, label: page.pageName }));
  const localeItems = siteContract.PAGE_META_LOCALES.map((locale) => ({ id: locale, label: `${t(`locales.${locale}`)} (${locale})` }));

  if (pages.error && !pages.data) {
    return <ErrorState title={t('form.pagesFailed')} message={errorText(pages.error) ?? ''} onRetry={() => void pages.mutate()} />;
  }
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Controller
        control={control}
        name="pageId"
        render={({ field, fieldState }) => (
          <Select<number>
            label={t('form.page')}
            items={pageItems}
            isRequired
            isDisabled={isDisabled || !pages.data}
            name={field.name}
            selectedKey={field.value}
            onSelectionChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            errorMessage={fieldMessage(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="locale"
        render={({ field, fieldState }) => (
          <Select<siteContract.PageMetaLocale>
            label={t('form.language')}
            items={localeItems}
            isRequired
            isDisabled={isDisabled}
            name={field.name}
            selectedKey={field.value || null}
            onSelectionChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            errorMessage={fieldMessage(fieldState.error?.message)}
          />
        )}
      />
    </div>
  );
}
