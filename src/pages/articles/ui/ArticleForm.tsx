import { useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useResourceForm } from '@/shared/lib/resource';
import { SelectInput, TextInput, UploadInput, YesNoInput } from '@/shared/ui/form-inputs';
import { RichTextEditor } from '@/shared/ui/rich-text-editor';
import { TextField } from '@/shared/ui/text-field';
import { ResourceForm } from '@/widgets/resource-record';
import { articleFormSchema, articleFormValues, articleSaveBody, type ArticleFormValues } from '../model/articleForm';
import { saveArticleExtras } from '../model/saveArticleExtras';
import { useBodyPictures } from '../model/useBodyPictures';
import { useArticlePickers } from '../model/useArticlePickers';
import { useEnterBlocked } from '../model/useEnterBlocked';
import { ArticlePicture } from './ArticlePicture';
import { ArticleTagsInput } from './ArticleTagsInput';

const { articles, ARTICLE_LIMITS, ARTICLE_MESSAGES, ARTICLE_IMAGE_TYPES } = siteContract;
const specText = specTextOf('article', ARTICLE_MESSAGES);
type Values = ArticleFormValues;

export interface ArticleFormProps {
  /** The article being edited; without it the form adds one. */
  article?: siteContract.Article;
  /** Runs 2 s after the success message. */
  onDone(): void;
}

/**
 * Title (its slug shown beside it), description, the body in the rich text editor (its Image button
 * uploads a picture and puts it in the text), category, author, published Yes/No, tags, thumbnail
 * (under 100 KB) and title cover (under 250 KB). Save sends the
 * article, then with the postId it answers uploads the pictures chosen and adds or removes tags.
 */
export function ArticleForm({ article, onDone }: ArticleFormProps) {
  const { t } = useTranslation(['articles', 'server-messages']);
  const pickers = useArticlePickers();
  const bodyPictures = useBodyPictures();
  // A new article saved whose pictures then failed is changed, not added again, by the next Save.
  const [savedId, setSavedId] = useState<number | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  useEnterBlocked(frame);
  const hasStored = { hasThumbnail: Boolean(article?.imageName), hasTitleCover: Boolean(article?.titleImage) };
  const id = savedId ?? article?.postId ?? null;
  const { form, status } = useResourceForm<Values>({
    resource: articles,
    id,
    schema: articleFormSchema(savedId === null ? hasStored : { hasThumbnail: true, hasTitleCover: true }),
    defaultValues: articleFormValues(article),
    variant: 'page',
    onDone,
    failedTitle: t('form.failed'),
    toInput: async (values) => articleSaveBody(values, id),
    afterSave: async (record, values) => {
      const saved = record as siteContract.Article;
      setSavedId(saved.postId);
      await saveArticleExtras(saved, values);
    },
  });
  const slug = siteContract.slugOf(form.watch('title') ?? '');

  return (
    <div ref={frame}>
      <ResourceForm label={t(article ? 'form.editTitle' : 'form.addTitle')} form={form} status={status} errorText={specText}>
        <TextInput<Values> name="title" label={t('form.title')} isRequired maxLength={ARTICLE_LIMITS.title} showCounter={false} />
        <TextField label={t('form.slug')} value={slug} isReadOnly dir="ltr" description={t('form.slugHint')} />
        <TextInput<Values> name="description" label={t('form.description')} isRequired maxLength={ARTICLE_LIMITS.description} rows={3} />
        <Controller
          control={form.control}
          name="body"
          render={({ field, fieldState }) => (
            <RichTextEditor
              label={t('form.body')}
              value={field.value ?? ''}
              onChange={field.onChange}
              isDisabled={status.isLocked}
              description={t('form.bodyHint')}
              errorMessage={specText(fieldState.error?.message)}
              pictures={bodyPictures}
            />
          )}
        />
        <div className="grid gap-5 lg:grid-cols-2">
          <SelectInput<number, Values> name="categoryId" label={t('form.category')} items={pickers.categories} placeholder={t('form.chooseCategory')} isRequired />
          <SelectInput<number, Values> name="authorId" label={t('form.author')} items={pickers.authors} placeholder={t('form.chooseAuthor')} isRequired />
        </div>
        <YesNoInput<Values> name="status" label={t('form.status')} />
        <ArticleTagsInput />
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="flex flex-col gap-2">
            <UploadInput<Values>
              name="thumbnail"
              label={t('form.thumbnail')}
              accept={[...ARTICLE_IMAGE_TYPES]}
              maxBytes={ARTICLE_LIMITS.thumbnailBytes}
              tooLargeMessage={specText(ARTICLE_MESSAGES.thumbnailTooLarge)}
              description={t('form.thumbnailHint')}
              isRequired={!hasStored.hasThumbnail}
            />
            {article?.imageName && <ArticlePicture article={article} which="thumbnail" alt={t('form.currentThumbnail')} className="h-24 w-36 rounded object-cover" />}
          </div>
          <div className="flex flex-col gap-2">
            <UploadInput<Values>
              name="titleCover"
              label={t('form.titleCover')}
              accept={[...ARTICLE_IMAGE_TYPES]}
              maxBytes={ARTICLE_LIMITS.coverBytes}
              tooLargeMessage={specText(ARTICLE_MESSAGES.coverTooLarge)}
              description={t('form.titleCoverHint')}
              isRequired={!hasStored.hasTitleCover}
            />
            {article?.titleImage && <ArticlePicture article={article} which="titleCover" alt={t('form.currentTitleCover')} className="h-40 w-72 rounded object-cover" />}
          </div>
        </div>
      </ResourceForm>
    </div>
  );
}
