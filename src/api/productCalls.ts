import {
  ProductDetailReply,
  ProductDirectoryReply,
  PurchasedProductReply,
  PurchasedProductsReply,
} from '../../schemas/purchasedProduct';
import type { Api } from './client';

/** The product directory, an exhibitor's product, and the user's purchased products. */
export function productCalls(api: Api) {
  return {
    directory: () => api.apiFetch(ProductDirectoryReply, '/products'),
    product: (compId: number, productIndex: number) =>
      api.apiFetch(ProductDetailReply, `/products/${compId}/${productIndex}`),
    mine: () => api.apiFetch(PurchasedProductsReply, '/my-products'),
    mineOne: (id: string) =>
      api.apiFetch(PurchasedProductReply, `/my-products/${encodeURIComponent(id)}`, { quiet: true }),
  };
}
export type ProductCalls = ReturnType<typeof productCalls>;
