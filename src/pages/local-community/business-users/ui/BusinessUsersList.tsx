import { useNavigate, useSearchParams } from 'react-router-dom';
import { siteContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { Select } from '@/shared/ui/select';
import { ResourceList, useResourceAccess } from '@/widgets/resource-list';
import { BusinessPicture } from './BusinessPicture';
import { BUSINESS_USERS_PATH } from './paths';

type BusinessUser = siteContract.BusinessUser;
const { businessUsers, PLACE_TYPES, PLACE_TYPE_NAMES } = siteContract;
const ALL = 0;

/** /local-community/business-user: search by name, a place type or All (`?type=`), pages of 25, Add New, Edit and Delete. */
export function BusinessUsersList() {
  const { t } = useTranslation('business-users');
  const allows = useResourceAccess(businessUsers);
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const type = Number(searchParams.get('type')) || ALL;
  const typeName = (id: number) => t(`placeTypes.${PLACE_TYPE_NAMES[id as keyof typeof PLACE_TYPE_NAMES]}`);
  const chooseType = (next: number) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === ALL) params.delete('type');
      else params.set('type', String(next));
      params.delete('page');
      return params;
    });

  const columns: DataTableColumn<BusinessUser>[] = [
    { id: 'image', header: t('list.image'), cell: (business) => <BusinessPicture business={business} alt={t('list.imageOf', { name: business.name })} className="h-10 w-10 rounded object-cover" />, width: 80 },
    { id: 'name', header: t('list.name'), cell: (business) => business.name, isRowHeader: true, isUserText: true },
    { id: 'username', header: t('list.email'), cell: (business) => business.username, isUserText: true, inCard: true },
    { id: 'placeCategoryId', header: t('list.placeType'), cell: (business) => typeName(business.placeCategoryId), inCard: true },
    { id: 'cityName', header: t('list.city'), cell: (business) => business.cityName, isUserText: true, inCard: true },
    { id: 'countryName', header: t('list.country'), cell: (business) => business.countryName, isUserText: true },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb') }, { label: t('title') }]}
        actions={allows('create') ? <Button onPress={() => void navigate(`${BUSINESS_USERS_PATH}/create`)}>{t('list.add')}</Button> : undefined}
      />
      <ResourceList<BusinessUser>
        resource={businessUsers}
        label={t('title')}
        columns={columns}
        filters={{ placeCategoryId: type }}
        getRowLabel={(business) => business.name}
        onEdit={(business) => void navigate(`${BUSINESS_USERS_PATH}/edit/${business.userId}`)}
        emptyTitle={type ? t('list.emptyOfType') : t('list.emptyTitle')}
        emptyDescription={t('list.emptyDescription')}
        searchLabel={t('list.search')}
        toolbar={
          <Select<number>
            label={t('list.typeFilter')}
            items={[{ id: ALL, label: t('placeTypes.all') }, ...PLACE_TYPES.map((id) => ({ id, label: typeName(id) }))]}
            selectedKey={type}
            onSelectionChange={chooseType}
            className="w-56"
          />
        }
      />
    </div>
  );
}
