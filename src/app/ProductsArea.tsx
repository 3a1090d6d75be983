import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { productCalls } from '../api/productCalls';
import { useClient } from '../browser/clientContext';
import { MY_PRODUCTS_PATH } from '../features/products/paths';
import { ProductDetailPage } from '../features/products/ProductDetailPage';
import { ProductDirectoryPage } from '../features/products/ProductDirectoryPage';
import { PurchasedProductPage } from '../features/products/PurchasedProductPage';
import { PurchasedProductsPage } from '../features/products/PurchasedProductsPage';
import { useNow } from '../program/ClockProvider';
import { Alert } from '../ui/Alert';
import { LoadFailedAlert } from '../ui/LoadFailedAlert';
import { Loading } from '../ui/Loading';
import type { ResourceLoadView } from '../../machines/resourceLoad.view';
import { useResourceLoad } from '../ui/useResourceLoad';
import { profilePath } from './screens';
import { useSession } from './session';
import { useScreenTexts } from '../i18n/useScreenTexts';

export type ProductsRoute =
  | { kind: 'directory' }
  | { kind: 'product'; compId: number; productIndex: number }
  | { kind: 'mine' }
  | { kind: 'mineOne'; id: string };

function useProducts() {
  const { session } = useSession();
  const { api } = useClient();
  if (!session) throw new Error('ProductsArea needs a signed-in user');
  const calls = useMemo(() => productCalls(api), [api]);
  const { settings } = session;
  return {
    calls,
    token: session.token,
    settings,
    user: session.user,
    timeZone: settings.timezone ?? 'UTC',
  };
}

function Failed({ view, retry }: { view: ResourceLoadView<unknown>; retry: () => void }) {
  const { t } = useTranslation();
  return <LoadFailedAlert view={view} retry={retry} title={t('products.loadFailed')} />;
}

function Directory() {
  const { calls, settings } = useProducts();
  const { view, retry } = useResourceLoad(() => calls.directory());
  if (view.status === 'loading') return <Loading />;
  if (view.status !== 'loaded') return <Failed view={view} retry={retry} />;
  return <ProductDirectoryPage reply={view.value} settings={settings} />;
}

function Product({ compId, productIndex }: { compId: number; productIndex: number }) {
  const { t } = useTranslation();
  const { calls, token, settings } = useProducts();
  const { view, retry } = useResourceLoad(() => calls.product(compId, productIndex));
  if (view.status === 'loading') return <Loading />;
  if (view.status === 'notFound') return <Alert tone="error" title={t('products.notFound')} />;
  if (view.status !== 'loaded') return <Failed view={view} retry={retry} />;
  return <ProductDetailPage reply={view.value} token={token} settings={settings} />;
}

function Mine() {
  const { calls, timeZone } = useProducts();
  const { view, retry } = useResourceLoad(() => calls.mine());
  if (view.status === 'loading') return <Loading />;
  if (view.status !== 'loaded') return <Failed view={view} retry={retry} />;
  return <PurchasedProductsPage products={view.value.products} timeZone={timeZone} />;
}

function MineOne({ id }: { id: string }) {
  const { calls, token, timeZone, settings, user } = useProducts();
  const now = useNow();
  const { view, retry } = useResourceLoad(() => calls.mineOne(id));
  if (view.status === 'loading') return <Loading />;
  // 002 §2: an unknown product goes back to the list.
  if (view.status === 'notFound') return <Redirect to={`${MY_PRODUCTS_PATH}/`} replace />;
  if (view.status !== 'loaded') return <Failed view={view} retry={retry} />;
  return (
    <PurchasedProductPage
      key={view.value.product.product_uuid}
      product={view.value.product}
      now={now}
      token={token}
      timeZone={timeZone}
      viewer={{ user, settings, profileOf: profilePath }}
    />
  );
}

/** The product directory, an exhibitor's product, and the user's purchased products (002 §2). */
export function ProductsArea({ route }: { route: ProductsRoute }) {
  useScreenTexts('exhibitors');
  switch (route.kind) {
    case 'directory':
      return <Directory />;
    case 'product':
      return <Product key={`${route.compId}/${route.productIndex}`} {...route} />;
    case 'mine':
      return <Mine />;
    case 'mineOne':
      return <MineOne key={route.id} id={route.id} />;
  }
}
