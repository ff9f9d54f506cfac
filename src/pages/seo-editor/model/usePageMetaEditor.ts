import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { errorText, fieldTexts, siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useKeyedRecord } from '@/shared/lib/resource';
import { useSaving } from '@/shared/lib/save-outcome';
import { showToast } from '@/shared/ui/toast';
import { EMPTY_META, pageMetaFormSchema, type PageMetaBody, type PageMetaFormValues } from './pageMetaForm';

const FIELDS: readonly string[] = ['pageId', 'locale', 'title', 'description', 'html'];

/**
 * The SEO editor's form: choosing a page and a language loads their meta and fills the form with it, or
 * empties it where nothing is stored yet (Save then adds the record rather than updating it). A save
 * shows the HTML as the server kept it; a save that fails leaves the form as typed.
 */
export function usePageMetaEditor() {
  const { t } = useTranslation('seo-editor');
  const form = useForm<PageMetaFormValues, unknown, PageMetaBody>({
    resolver: zodResolver(pageMetaFormSchema) as unknown as Resolver<PageMetaFormValues, unknown, PageMetaBody>,
    defaultValues: { pageId: null, locale: '', ...EMPTY_META },
  });
  const [pageId, locale] = useWatch({ control: form.control, name: ['pageId', 'locale'] });
  const key = pageId !== null && locale !== '' ? { pageId, locale } : null;
  const meta = useKeyedRecord(siteContract.pageMetaRecord, key);
  const record = meta.record as siteContract.PageMeta | undefined;

  // Each page and language, and each answer for them, fills the form once: the stored meta, or nothing.
  const filled = useRef('');
  const stamp = key ? `${key.pageId}:${key.locale}:${meta.status}` : '';
  const { reset } = form;
  /** The form as stored: the chosen page and language with their meta, or nothing typed at all. */
  const putBack = useCallback(() => {
    const { title, description, html } = record ?? EMPTY_META;
    reset(pageId === null ? { pageId, locale, ...EMPTY_META } : { pageId, locale, title, description, html });
  }, [record, pageId, locale, reset]);
  useEffect(() => {
    if (!stamp || filled.current === stamp || pageId === null) return;
    filled.current = stamp;
    putBack();
  }, [stamp, pageId, putBack]);

  const { isSaving, whileSaving } = useSaving();
  const submit = form.handleSubmit(
    whileSaving(async (values: PageMetaBody) => {
      try {
        const { message, record: saved } = await meta.save(values);
        // The server keeps of the HTML only what an article body may have: the form shows what it kept.
        if (typeof saved?.html === 'string') form.setValue('html', saved.html);
        showToast({ tone: 'success', title: message });
      } catch (error) {
        for (const [field, text] of Object.entries(fieldTexts(error))) {
          if (FIELDS.includes(field)) form.setError(field as keyof PageMetaFormValues, { message: text });
        }
        // The spec's words for a failed save (content-site §8), and the server's reason.
        showToast({ tone: 'danger', title: t('form.saveFailed'), description: errorText(error) });
      }
    }),
  );

  return { form, meta, submit, putBack, locale, isSaving };
}
