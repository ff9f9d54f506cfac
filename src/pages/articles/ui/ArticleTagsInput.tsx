import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n';
import { useFormInputs } from '@/shared/ui/form-inputs';
import { MultiSelect } from '@/shared/ui/multi-select';
import type { ArticleFormValues } from '../model/articleForm';
import { useTagSuggestions } from '../model/useTagSuggestions';

/** The article's tags as chips, chosen from the tags matching what is typed (25 at most); saved with the article. */
export function ArticleTagsInput() {
  const { t } = useTranslation('articles');
  const { control, watch } = useFormContext<ArticleFormValues>();
  const { isBusy } = useFormInputs();
  const chosen = watch('tags') ?? [];
  const suggestions = useTagSuggestions(chosen);
  return (
    <Controller
      control={control}
      name="tags"
      render={({ field }) => (
        <MultiSelect<number>
          label={t('form.tags')}
          items={suggestions.items}
          selectedKeys={(field.value ?? []).map((tag) => tag.tagId)}
          onInputChange={suggestions.setKeyword}
          onChange={(keys) => field.onChange(keys.flatMap((key) => suggestions.items.filter((item) => item.id === key).map((item) => ({ tagId: item.id, name: item.label }))))}
          placeholder={t('form.tagsPlaceholder')}
          description={t('form.tagsHint')}
          isDisabled={isBusy}
          ref={field.ref}
        />
      )}
    />
  );
}
