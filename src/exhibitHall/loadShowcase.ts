import type { Api } from '../api/client';
import { type LobbyShowcase, showcaseExhibitors, upcomingProducts } from './showcase';

/**
 * Loads what the lobby shows of the exhibit hall: the main hall's directory (its carousel) and the product
 * directory (its upcoming products), each only when asked. A part that fails to load is left empty: the lobby
 * goes on without it (the hall's own pages say what went wrong). The calls load with their schemas, after the
 * lobby's first load.
 */
export async function loadShowcase(
  api: Api,
  parts: { exhibitors: boolean; products: boolean },
): Promise<LobbyShowcase> {
  const [exhibitors, products] = await Promise.all([
    parts.exhibitors
      ? import('../api/exhibitorCalls')
          .then(async (m) => showcaseExhibitors(await m.exhibitorCalls(api).directory(null)))
          .catch(() => [])
      : [],
    parts.products
      ? import('../api/productCalls')
          .then(async (m) => upcomingProducts(await m.productCalls(api).directory()))
          .catch(() => [])
      : [],
  ]);
  return { exhibitors, products };
}
