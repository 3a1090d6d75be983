import { describe, expect, it } from 'vitest';
import type { DirectoryReply } from '../../../schemas/exhibitorDirectory';
import type { ProductDirectoryReply } from '../../../schemas/purchasedProduct';
import { showcaseExhibitors, upcomingProducts } from '../../../src/exhibitHall/showcase';

const company = (id: number, name: string, level: string, order: number, logo?: string) => ({
  CompanyInfo: { CompID: id, Companyname: name, ...(logo ? { CompLogo: logo } : {}) },
  badgeObj: { label: level, order },
});
const directory = (hallId: string | null, exhibitors: ReturnType<typeof company>[]) =>
  ({ hall: { id: hallId }, exhibitors }) as unknown as DirectoryReply;

const product = (compId: number, index: number, name: string, listed: number, isNew?: 0 | 1) => ({
  product: { data: { name, description: '', ...(isNew === undefined ? {} : { new_product: isNew }) } },
  company: { CompID: compId, Companyname: `Company ${compId}` },
  productIndex: index,
  listed,
});
const products = (list: ReturnType<typeof product>[]) =>
  ({ products: list, tags: [] }) as unknown as ProductDirectoryReply;

describe("the lobby's exhibitors", () => {
  it('lists the highest sponsor level first, then by name, each leading to its booth', () => {
    const shown = showcaseExhibitors(
      directory(null, [
        company(3, 'Cobalt', 'Gold', 2),
        company(1, 'Zenith', 'Platinum', 1, '/media/zenith.svg'),
        company(2, 'Borealis', 'Gold', 2),
        company(4, 'Acme', 'Platinum', 1),
      ]),
    );
    expect(shown.map((e) => e.name)).toEqual(['Acme', 'Zenith', 'Borealis', 'Cobalt']);
    expect(shown[1]).toEqual({
      compId: 1,
      name: 'Zenith',
      logo: '/media/zenith.svg',
      level: 'Platinum',
      href: '/exhibitors/DetailView/1',
    });
    expect(shown[0]?.logo).toBeNull();
  });

  it('leads to the booth in its own hall, and shows at most 12', () => {
    const many = Array.from({ length: 15 }, (_, i) =>
      company(i + 1, `Company ${String(i).padStart(2, '0')}`, 'Gold', 1),
    );
    const shown = showcaseExhibitors(directory('north', many));
    expect(shown).toHaveLength(12);
    expect(shown[0]?.href).toBe('/exhibitors/HallDetailView/north/1');
  });
});

describe("the lobby's upcoming products", () => {
  it('lists new products first, then the most recently listed, at most 4, each leading to its page', () => {
    const shown = upcomingProducts(
      products([
        product(10, 0, 'Old one', 1),
        product(10, 1, 'Newest listed', 6),
        product(11, 0, 'Flagged new', 2, 1),
        product(11, 1, 'Second listed', 5, 0),
        product(12, 0, 'Also new', 3, 1),
        product(12, 1, 'Third listed', 4),
      ]),
    );
    expect(shown.map((p) => p.name)).toEqual(['Also new', 'Flagged new', 'Newest listed', 'Second listed']);
    expect(shown[0]).toEqual({
      key: '12/0',
      name: 'Also new',
      company: 'Company 12',
      image: null,
      isNew: true,
      href: '/exhibitors/products/12/0',
    });
    expect(shown[2]?.isNew).toBe(false);
  });

  it('has none without products', () => {
    expect(upcomingProducts(products([]))).toEqual([]);
  });
});
