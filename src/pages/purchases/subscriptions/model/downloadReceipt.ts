import { fetchBlob, subscriptionsContract } from '@/shared/api';

/**
 * Fetches a subscription's receipt (its token in `x-auth-header`, as the spec sends it) and saves it as
 * `receipt-{id}.pdf`. Without an id nothing happens.
 */
export async function downloadReceipt(subscriptionId: number | null | undefined): Promise<void> {
  if (!subscriptionId) return;
  const blob = await fetchBlob(subscriptionsContract.subscriptionReceipt, {}, undefined, { id: subscriptionId });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = subscriptionsContract.receiptFileName(subscriptionId);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click has run; the address is let go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
