import { sendMultipart, siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { specTextOf, useResourceForm } from '@/shared/lib/resource';
import { SelectInput, TextInput, UploadInput } from '@/shared/ui/form-inputs';
import { ResourceForm } from '@/widgets/resource-record';
import { businessUserFormField, businessUserFormSchema, businessUserFormValues, businessUserInputOf, type BusinessUserFormValues as Values } from '../model/businessUserForm';
import { BusinessPicture } from './BusinessPicture';
import { CityPicker } from './CityPicker';

const { businessUsers, uploadBusinessUserImage, BUSINESS_USER_LIMITS: L, BUSINESS_USER_MESSAGES: M, BUSINESS_IMAGE_TYPES, PLACE_TYPES, PLACE_TYPE_NAMES } = siteContract;
const specText = specTextOf('businessUser', M);

export interface BusinessUserFormProps {
  /** The business being edited; without it the form registers one. */
  business?: siteContract.BusinessUser;
  onDone(): void;
}

/**
 * Name, e-mail, business type, address, city (filling country and coordinates), and when adding a
 * password and a description; the picture (under 250 KB) is uploaded once the record is saved.
 */
export function BusinessUserForm({ business, onDone }: BusinessUserFormProps) {
  const { t } = useTranslation(['business-users', 'server-messages']);
  const isCreate = !business;
  const { form, status } = useResourceForm<Values>({
    resource: businessUsers,
    id: business?.userId ?? null,
    schema: businessUserFormSchema(isCreate),
    defaultValues: businessUserFormValues(business),
    variant: 'page',
    onDone,
    failedTitle: specText(M.saveFailed)!,
    toInput: async (values) => businessUserInputOf(values, isCreate),
    formFieldOf: businessUserFormField,
    afterSave: async (record, values) => {
      if (values.file) await sendMultipart(uploadBusinessUserImage, { fields: { userId: String(record.userId) }, file: values.file });
    },
  });
  const placeTypes = PLACE_TYPES.map((id) => ({ id, label: t(`placeTypes.${PLACE_TYPE_NAMES[id]}`) }));

  return (
    <ResourceForm label={t(isCreate ? 'form.addTitle' : 'form.editTitle')} form={form} status={status} errorText={specText}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput<Values> name="name" label={t('form.name')} isRequired maxLength={L.name} />
        <TextInput<Values> name="email" label={t('form.email')} type="email" isRequired maxLength={L.email} showCounter={false} />
        {isCreate && <TextInput<Values> name="password" label={t('form.password')} type="password" isRequired maxLength={L.password} showCounter={false} />}
        <SelectInput<number, Values> name="placeCategoryId" label={t('form.placeType')} items={placeTypes} placeholder={t('form.choosePlaceType')} isRequired />
      </div>
      <TextInput<Values> name="placeAddress" label={t('form.address')} maxLength={L.address} />
      <div className="grid gap-5 sm:grid-cols-2">
        <CityPicker />
        <TextInput<Values> name="placeCountryName" label={t('form.country')} maxLength={L.city} showCounter={false} />
        <TextInput<Values> name="placeLatitude" label={t('form.latitude')} maxLength={L.coordinate} showCounter={false} dir="ltr" />
        <TextInput<Values> name="placeLongitude" label={t('form.longitude')} maxLength={L.coordinate} showCounter={false} dir="ltr" />
      </div>
      {isCreate && <TextInput<Values> name="placeDescription" label={t('form.description')} rows={4} maxLength={L.description} />}
      <div className="flex flex-col gap-2">
        <UploadInput<Values>
          name="file"
          label={t('form.image')}
          accept={[...BUSINESS_IMAGE_TYPES]}
          maxBytes={L.imageBytes}
          tooLargeMessage={specText(M.imageTooLarge)}
          description={t('form.imageHint')}
        />
        {business?.image && <BusinessPicture business={business} alt={t('form.currentImage')} className="h-24 w-24 rounded object-cover" />}
      </div>
    </ResourceForm>
  );
}
