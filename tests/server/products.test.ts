import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExhibitorDoc } from '../../schemas/exhibitor';
import type { ProductDoc } from '../../schemas/product';
import {
  PRODUCT_DIRECTORY_KEY,
  ProductDetailReply,
  ProductDirectoryReply,
  PurchasedProductReply,
  PurchasedProductsReply,
} from '../../schemas/purchasedProduct';
import { exhibitors, products, purchasedProducts } from '../../server/db/schema';
import { signIn } from '../support/program';
import { purchaseDoc } from '../support/products';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

let s: TestServer;
let a: Awaited<ReturnType<typeof insertEvent>>;
let owner = '';
let other = '';
let ownerUuid = '';

const exhibitor = (id: number, name: string, productIds: string[]): ExhibitorDoc => ({
  CompanyInfo: { CompID: id, CompUUID: `c-${id}`, Companyname: name, Country: 'Italy' },
  badgeObj: { label: 'Gold', order: 2 },
  media: { youtube: [], raffle: [], pdf: [], links: [], products: productIds },
  contact_info: [{ uuid: 'staff-1', firstName: 'Sam', lastName: 'Staff' }],
});
const product = (id: string, CompID: number, name: string): ProductDoc => ({
  id,
  CompID,
  type: 'product',
  data: {
    name,
    description: '<p>Text</p>',
    tags: [1],
    contact: 'staff-1',
    array_of_resources: [{ type: 'pdf', label: 'Sheet', url: '/media/demo/pdf/sheet.pdf' }],
  },
});
const purchase = (uuid: string) =>
  purchaseDoc(uuid, [{ type: 'video', title: 'Talk', video_url: '/media/demo/clip1.mp4' }]);

const get = (path: string, token: string) => s.request(path, { token });

beforeAll(async () => {
  s = await startTestServer();
  a = await insertEvent(s.db, 'alpha', {
    exhibitor_hall_config: { tags: [{ id: 1, label: 'Imaging' }], [PRODUCT_DIRECTORY_KEY]: [20, 10] },
  });
  await s.db.insert(exhibitors).values([
    {
      eventId: a.id,
      id: 10,
      uuid: 'c-10',
      name: 'Acme',
      levelOrder: 2,
      doc: exhibitor(10, 'Acme', ['p10a', 'p10b']),
    },
    {
      eventId: a.id,
      id: 20,
      uuid: 'c-20',
      name: 'Beta',
      levelOrder: 2,
      doc: exhibitor(20, 'Beta', ['p20a']),
    },
    {
      eventId: a.id,
      id: 30,
      uuid: 'c-30',
      name: 'Gamma',
      levelOrder: 2,
      doc: exhibitor(30, 'Gamma', ['p30a']),
    },
  ]);
  await s.db
    .insert(products)
    .values(
      [
        product('p10a', 10, 'Scope'),
        product('p10b', 10, 'Pulse'),
        product('p20a', 20, 'Flow'),
        product('p30a', 30, 'Core'),
      ].map((doc) => ({ eventId: a.id, id: doc.id, exhibitorId: doc.CompID, doc })),
    );
  ownerUuid = await insertUser(s.db, a.id, 'owner@example.com');
  const otherUuid = await insertUser(s.db, a.id, 'other@example.com');
  await s.db.insert(purchasedProducts).values([
    { eventId: a.id, uuid: ownerUuid, productUuid: 'mine', doc: purchase('mine') },
    { eventId: a.id, uuid: otherUuid, productUuid: 'theirs', doc: purchase('theirs') },
  ]);
  owner = await signIn(s, 'alpha', 'owner@example.com');
  other = await signIn(s, 'alpha', 'other@example.com');
});
afterAll(() => s.close());

describe('product directory', () => {
  it('lists only the products of the configured companies, in their order, with company and index', async () => {
    const res = await get('/api/products', owner);
    expect(res.status).toBe(200);
    const reply = Schema.decodeUnknownSync(ProductDirectoryReply)(await res.json());
    expect(reply.products.map((p) => [p.product.id, p.company.Companyname, p.productIndex])).toEqual([
      ['p20a', 'Beta', 0],
      ['p10a', 'Acme', 0],
      ['p10b', 'Acme', 1],
    ]);
    expect(reply.tags).toEqual([{ id: 1, label: 'Imaging' }]);
  });

  it('signs the media addresses of the resources', async () => {
    const reply = (await (await get('/api/products', owner)).json()) as {
      products: { product: ProductDoc }[];
    };
    expect(reply.products[0]?.product.data.array_of_resources?.[0]?.url).toMatch(/\?expires=\d+&signature=/);
  });

  it('needs a signed-in user', async () => {
    expect((await s.request('/api/products')).status).toBe(401);
    expect((await s.request('/api/my-products')).status).toBe(401);
  });
});

describe('exhibitor product detail', () => {
  it('gives the product at its position, its contact and the company’s other products', async () => {
    const res = await get('/api/products/10/1', owner);
    expect(res.status).toBe(200);
    const reply = Schema.decodeUnknownSync(ProductDetailReply)(await res.json());
    expect(reply.product.data.name).toBe('Pulse');
    expect(reply.company.Companyname).toBe('Acme');
    expect(reply.contact?.firstName).toBe('Sam');
    expect(reply.others.map((o) => [o.product.id, o.productIndex])).toEqual([['p10a', 0]]);
  });

  it('answers 404 for an index out of range and for an unknown company', async () => {
    expect((await get('/api/products/10/2', owner)).status).toBe(404);
    expect((await get('/api/products/99/0', owner)).status).toBe(404);
  });

  it('answers 400 for an index that is not a whole number', async () => {
    const res = await get('/api/products/10/x', owner);
    expect(res.status).toBe(400);
  });
});

describe('purchased products', () => {
  it('lists only the user’s own, with signed media addresses', async () => {
    const res = await get('/api/my-products', owner);
    const reply = Schema.decodeUnknownSync(PurchasedProductsReply)(await res.json());
    expect(reply.products.map((p) => p.product_uuid)).toEqual(['mine']);
    expect(reply.products[0]?.config.files_array[0]?.video_url).toMatch(/\?expires=\d+&signature=/);
  });

  it('gives one of them to its owner and a 404 to anyone else', async () => {
    const res = await get('/api/my-products/mine', owner);
    expect(res.status).toBe(200);
    expect(Schema.decodeUnknownSync(PurchasedProductReply)(await res.json()).product.product_label).toBe(
      'Label mine',
    );
    expect((await get('/api/my-products/mine', other)).status).toBe(404);
    expect((await get('/api/my-products/theirs', owner)).status).toBe(404);
  });
});
