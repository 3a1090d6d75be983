import { Hono } from 'hono';
import { ProductDetailParams, PurchasedProductParams } from '../../../schemas/purchasedProduct';
import type { Products } from '../../areas/products/products';
import { actorOf } from '../actor';
import type { AppEnv } from '../env';
import { decode } from '../validate';

/**
 * Products: GET /api/products (the product directory), GET /api/products/{CompID}/{productIndex} (a product
 * with its company's other products), GET /api/my-products and GET /api/my-products/{id} (the user's own).
 */
export function productRoutes(products: Products) {
  const app = new Hono<AppEnv>();
  app.get('/products', async (c) => c.json(await products.directory(actorOf(c))));
  app.get('/products/:CompID/:productIndex', async (c) => {
    const p = decode(ProductDetailParams, c.req.param(), 'product');
    return c.json(await products.detail(actorOf(c), p.CompID, p.productIndex));
  });
  app.get('/my-products', async (c) => c.json(await products.mine(actorOf(c))));
  app.get('/my-products/:id', async (c) => {
    const { id } = decode(PurchasedProductParams, c.req.param(), 'product');
    return c.json(await products.mineOne(actorOf(c), id));
  });
  return app;
}
