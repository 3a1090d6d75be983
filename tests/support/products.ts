import type { PurchasedFile, PurchasedProductDoc } from '../../schemas/purchasedProduct';

/** A purchased product of the given uuid, bought long ago, with these files. */
export const purchaseDoc = (uuid: string, files: PurchasedFile[] = []): PurchasedProductDoc => ({
  product_uuid: uuid,
  product_id: `P-${uuid}`,
  product_label: `Label ${uuid}`,
  invoice_date: 1_700_000_000,
  replay: 1,
  config: { timestamp: 1_700_000_000, files_array: files },
});
