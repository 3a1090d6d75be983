/** The exhibit hall's addresses (002 §2 "Exhibitor routes") that the hall, the products and the lobby link to. */
export const boothPath = (hallId: string | null, compId: number | string) =>
  hallId === null
    ? `/exhibitors/DetailView/${compId}`
    : `/exhibitors/HallDetailView/${encodeURIComponent(hallId)}/${compId}`;
export const PRODUCT_DIRECTORY_PATH = '/exhibitors/products';
/** productIndex is the product's place in its exhibitor's list. */
export const productPath = (compId: number | string, productIndex: number) =>
  `${PRODUCT_DIRECTORY_PATH}/${compId}/${productIndex}`;
