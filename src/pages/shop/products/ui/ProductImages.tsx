import { useState } from 'react';
import { errorText, shopContract } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { useResourceActions } from '@/shared/lib/resource';
import { Button } from '@/shared/ui/button';
import { StatusBadge } from '@/shared/ui/status-badge';
import { showToast } from '@/shared/ui/toast';
import { useResourceAccess } from '@/widgets/resource-list';

const { products } = shopContract;

/** The store's pictures of a product, each shown on the web or not, with Show on Web or Remove from Web. */
export function ProductImages({ product }: { product: shopContract.Product }) {
  const { t } = useTranslation(['products', 'server-messages']);
  const { perform } = useResourceActions(products);
  const mayChange = useResourceAccess(products)({ action: 'approveImages' });
  const [pending, setPending] = useState<string | null>(null);
  const approved = new Set(product.approvedImages);

  const toggle = async (imageId: string, show: boolean) => {
    setPending(imageId);
    try {
      const { message } = await perform(show ? 'approveImages' : 'disapproveImages', products.refOf(product), { body: { images: [imageId] } });
      showToast({ tone: 'success', title: message });
    } catch (error) {
      showToast({ tone: 'danger', title: t('saveFailed'), description: errorText(error) });
    } finally {
      setPending(null);
    }
  };

  return (
    <section aria-labelledby="product-images" className="flex flex-col gap-3">
      <h2 id="product-images" className="text-lg font-semibold">
        {t('images.title')}
      </h2>
      {product.images.length === 0 && <p className="text-sm text-muted">{t('images.none')}</p>}
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {product.images.map((image) => {
          const isShown = approved.has(image.id);
          return (
            <li key={image.id} className="flex flex-col gap-2 rounded-card border border-border p-3">
              <img src={image.src} alt={image.alt || t('images.pictureOf', { position: image.position })} className="aspect-[4/5] w-full rounded object-cover" />
              <StatusBadge tone={isShown ? 'success' : 'neutral'} className="self-start">{t(isShown ? 'images.shown' : 'images.notShown')}</StatusBadge>
              {mayChange && (
                <Button
                  variant={isShown ? 'secondary' : 'primary'}
                  isPending={pending === image.id}
                  isDisabled={pending !== null}
                  onPress={() => void toggle(image.id, !isShown)}
                >
                  {t(isShown ? 'images.remove' : 'images.show')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
