import { boothPath as hallBoothPath, PRODUCT_DIRECTORY_PATH, productPath } from '../../exhibitHall/paths';

/** The product directory and an exhibitor's product (002 §2 Exhibitor routes). */
export { PRODUCT_DIRECTORY_PATH, productPath };
export const PRODUCT_ROUTE = /^\/exhibitors\/products\/(?<compId>\d{1,10})\/(?<productIndex>\d{1,10})\/?$/;
/** The booth a product belongs to. */
export const boothPath = (compId: number) => hallBoothPath(null, compId);
/** Purchased products and one of them (002 §2). */
export const MY_PRODUCTS_PATH = '/main/products';
export const MY_PRODUCT_ROUTE = /^\/main\/productDetails\/(?<id>[^/]+)\/?$/;
export const myProductPath = (id: string) => `/main/productDetails/${encodeURIComponent(id)}`;
