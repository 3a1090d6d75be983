import { NotFound } from '../../../schemas/errors';
import type { ExhibitorDoc } from '../../../schemas/exhibitor';
import type { ProductDoc } from '../../../schemas/product';
import {
  type ProductDetailReplyDoc,
  type ProductDirectoryReplyDoc,
  type ProductTag,
  type PurchasedProductReplyDoc,
  type PurchasedProductsReplyDoc,
  productDirectoryCompanyIds,
} from '../../../schemas/purchasedProduct';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/connect';
import type { UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import { type MediaSigner, signMediaIn } from '../media/signedUrls';
import { exhibitorsById, productsOf, purchaseOf, purchasesOf } from './queries';

export type Products = ReturnType<typeof createProducts>;

interface Actor {
  event: EventRow;
  user: UserRow;
}

const PRODUCT_NOT_FOUND = 'No such product';

const companyOf = (e: ExhibitorDoc) => {
  const c = e.CompanyInfo;
  return {
    CompID: c.CompID,
    Companyname: c.Companyname,
    ...(c.CompLogo === undefined ? {} : { CompLogo: c.CompLogo }),
    ...(c.Country === undefined ? {} : { Country: c.Country }),
    ...(c.Description === undefined ? {} : { Description: c.Description }),
  };
};

/** The exhibitor hall's tags ({ id, label }), which product tags name by id. */
function hallTags(hall: unknown): ProductTag[] {
  const tags = (hall as { tags?: unknown } | null)?.tags;
  if (!Array.isArray(tags)) return [];
  return tags.flatMap((t): ProductTag[] => {
    const r = t as { id?: unknown; label?: unknown };
    return (typeof r.id === 'number' || typeof r.id === 'string') && typeof r.label === 'string'
      ? [{ id: r.id, label: r.label }]
      : [];
  });
}

/** An exhibitor's products in the order of its list (002 §2: productIndex is the position in it). */
const listed = (e: ExhibitorDoc, byId: Map<string, ProductDoc>) =>
  e.media.products.flatMap((id) => {
    const p = byId.get(id);
    return p ? [p] : [];
  });

/**
 * The product directory and exhibitor product detail (002 §2), open to every signed-in user, and each user's
 * purchased products (002 §3), which only their owner gets, with the media addresses signed for them.
 */
export function createProducts(db: Db, clock: AppDeps['clock'], signer: MediaSigner) {
  const signed = <T>(value: T) => signMediaIn(value, signer, signer.expiry(clock.now()));

  return {
    async directory({ event }: Actor): Promise<ProductDirectoryReplyDoc> {
      const ids = productDirectoryCompanyIds(event.config.exhibitor_hall_config);
      const companies = await exhibitorsById(db, event.id, ids);
      const byId = await productsOf(db, event.id, [...companies.keys()]);
      let order = 0;
      const rows = ids.flatMap((id) => {
        const e = companies.get(id);
        if (!e) return [];
        return listed(e, byId).map((product, productIndex) => ({
          product,
          company: companyOf(e),
          productIndex,
          listed: order++,
        }));
      });
      return signed({ products: rows, tags: hallTags(event.config.exhibitor_hall_config) });
    },

    async detail({ event }: Actor, compId: number, productIndex: number): Promise<ProductDetailReplyDoc> {
      const e = (await exhibitorsById(db, event.id, [compId])).get(compId);
      if (!e) throw new NotFound({ message: 'No such exhibitor' });
      const list = listed(e, await productsOf(db, event.id, [compId]));
      const product = list[productIndex];
      if (!product) throw new NotFound({ message: PRODUCT_NOT_FOUND });
      const contact = e.contact_info.find((c) => c.uuid === product.data.contact);
      return signed({
        product,
        company: companyOf(e),
        productIndex,
        ...(contact ? { contact } : {}),
        others: list.flatMap((p, i) => (i === productIndex ? [] : [{ product: p, productIndex: i }])),
        tags: hallTags(event.config.exhibitor_hall_config),
      });
    },

    async mine({ event, user }: Actor): Promise<PurchasedProductsReplyDoc> {
      return signed({ products: await purchasesOf(db, event.id, user.uuid) });
    },

    async mineOne({ event, user }: Actor, productUuid: string): Promise<PurchasedProductReplyDoc> {
      const doc = await purchaseOf(db, event.id, user.uuid, productUuid);
      if (!doc) throw new NotFound({ message: PRODUCT_NOT_FOUND });
      return signed({ product: doc });
    },
  };
}
