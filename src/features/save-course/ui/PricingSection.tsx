import { useWatch } from 'react-hook-form';
import { coursesContract } from '@/shared/api';
import { ChoiceInput, NumberInput, TextInput, TextListInput } from './fields/courseInputs';
import { useCourseForm } from './fields/formContext';
import { FormSection } from './FormSection';

const { COURSE_LIMITS: LIMITS, PRICE_TYPES } = coursesContract;

/** Subscription details, the store purchase (its id required when LOCKED), price type and price (FREE costs 0). */
export function PricingSection() {
  const { control, t } = useCourseForm();
  const [accessType, priceType] = useWatch({ control, name: ['accessType', 'priceType'] });
  const isLocked = accessType === 'LOCKED';
  return (
    <FormSection title={t('sections.pricing.title')} description={t('sections.pricing.description')}>
      <TextListInput
        name="subscriptionDetail"
        label={t('fields.subscriptionDetails')}
        itemLabel={(number) => t('fields.subscriptionDetail', { number })}
        addLabel={t('fields.addSubscriptionDetail')}
        removeLabel={(number) => t('fields.removeSubscriptionDetail', { number })}
        emptyText={t('fields.noSubscriptionDetails')}
        maxLength={LIMITS.subscriptionDetail}
        maxItems={LIMITS.listItems}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <TextInput
          name="storePurchaseId"
          label={t('fields.storePurchaseId')}
          maxLength={LIMITS.storePurchaseId}
          description={isLocked ? t('fields.storePurchaseIdLocked') : t('fields.storePurchaseIdHint')}
          isRequired={isLocked}
        />
        <TextInput name="storePurchaseInfo" label={t('fields.storePurchaseInfo')} maxLength={LIMITS.storePurchaseInfo} />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ChoiceInput
          name="priceType"
          label={t('fields.priceType')}
          options={PRICE_TYPES.map((value) => ({ value, label: t(`options.price.${value}`) }))}
          description={priceType === 'FREE' ? t('fields.freeHint') : undefined}
          isRequired
        />
        {priceType === 'PAID' && (
          <NumberInput
            name="price"
            label={t('fields.price')}
            minValue={0}
            maxValue={1_000_000}
            formatOptions={{ maximumFractionDigits: 2, useGrouping: false }}
            isRequired
          />
        )}
      </div>
    </FormSection>
  );
}
