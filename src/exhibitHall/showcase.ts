import { LOBBY_SHOWCASE } from '../../schemas/constants';
import { isOn } from '../../schemas/eventConfig';
import type { DirectoryReply } from '../../schemas/exhibitorDirectory';
import type { ProductDirectoryReply } from '../../schemas/purchasedProduct';
import { boothPath, productPath } from './paths';

/** An exhibitor as the lobby's carousel shows it: its logo and name, leading to its booth. */
export interface ShowcaseExhibitor {
  readonly compId: number;
  readonly name: string;
  readonly logo: string | null;
  /** The sponsor level's label, if any. */
  readonly level: string | null;
  readonly href: string;
}

/** A product as the lobby's upcoming products list it: name, company, image, New Product, its page. */
export interface ShowcaseProduct {
  readonly key: string;
  readonly name: string;
  readonly company: string;
  readonly image: string | null;
  readonly isNew: boolean;
  readonly href: string;
}

/**
 * The main hall's companies for the lobby's exhibitor carousel (000 §2): by sponsor level (the highest first),
 * then by name, at most LOBBY_SHOWCASE.EXHIBITORS.
 */
export function showcaseExhibitors(reply: DirectoryReply): ShowcaseExhibitor[] {
  return [...reply.exhibitors]
    .sort(
      (a, b) =>
        a.badgeObj.order - b.badgeObj.order ||
        a.CompanyInfo.Companyname.localeCompare(b.CompanyInfo.Companyname),
    )
    .slice(0, LOBBY_SHOWCASE.EXHIBITORS)
    .map((c) => ({
      compId: c.CompanyInfo.CompID,
      name: c.CompanyInfo.Companyname,
      logo: c.CompanyInfo.CompLogo || null,
      level: c.badgeObj.label || null,
      href: boothPath(reply.hall.id, c.CompanyInfo.CompID),
    }));
}

/**
 * The lobby's upcoming products (000 §2): the product directory's products flagged new first, then the most
 * recently listed, at most LOBBY_SHOWCASE.PRODUCTS.
 */
export function upcomingProducts(reply: ProductDirectoryReply): ShowcaseProduct[] {
  return [...reply.products]
    .sort(
      (a, b) =>
        Number(isOn(b.product.data.new_product)) - Number(isOn(a.product.data.new_product)) ||
        b.listed - a.listed,
    )
    .slice(0, LOBBY_SHOWCASE.PRODUCTS)
    .map((p) => ({
      key: `${p.company.CompID}/${p.productIndex}`,
      name: p.product.data.name,
      company: p.company.Companyname,
      image: p.product.data.feature_image || null,
      isNew: isOn(p.product.data.new_product),
      href: productPath(p.company.CompID, p.productIndex),
    }));
}

/** What the lobby shows of the exhibit hall; a part is empty when the event has none or it could not load. */
export interface LobbyShowcase {
  readonly exhibitors: readonly ShowcaseExhibitor[];
  readonly products: readonly ShowcaseProduct[];
}

export const NO_SHOWCASE: LobbyShowcase = { exhibitors: [], products: [] };
