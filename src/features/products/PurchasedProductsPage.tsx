import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PurchasedProduct } from '../../../schemas/purchasedProduct';
import { formatInstant } from '../../i18n/dates';
import { Button } from '../../ui/Button';
import { FilterLayout } from '../../ui/FilterLayout';
import { PageTitle } from '../../ui/PageTitle';
import { Card, CardBody, CardGrid, Muted, Tag, TagRow, Toolbar } from './parts';
import { myProductPath } from './paths';
import {
  FILE_TYPES,
  type FileType,
  NO_PURCHASED_FILTER,
  type ProductSort,
  type PurchasedFilter,
  purchasedGroups,
  typeCounts,
  typesOf,
} from './productLists';

const Aside = styled.aside`
  fieldset { border: none; padding: 0; margin: 0 0 ${({ theme }) => theme.space(4)}; }
  legend { font-weight: 600; margin-bottom: ${({ theme }) => theme.space(1)}; }
  label { display: flex; gap: ${({ theme }) => theme.space(2)}; align-items: center; min-height: 32px; }
  select { min-height: 40px; width: 100%; }
`;

export const TYPE_KEYS: Record<FileType, string> = {
  pdf: 'products.typePdf',
  video: 'products.typeVideos',
  poster: 'products.typePoster',
};

/** Purchased products (002 §2): grid or list, Sort By, Refine By Product Type with counts, Upcoming and Past. */
export function PurchasedProductsPage({
  products,
  timeZone,
}: {
  products: readonly PurchasedProduct[];
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<PurchasedFilter>(NO_PURCHASED_FILTER);
  const [list, setList] = useState(false);
  const counts = typeCounts(products);
  const groups = purchasedGroups(products, filter);
  const toggle = (type: FileType) =>
    setFilter({
      ...filter,
      types: filter.types.includes(type) ? filter.types.filter((x) => x !== type) : [...filter.types, type],
    });
  const cards = (items: readonly PurchasedProduct[]) => (
    <CardGrid $list={list}>
      {items.map((p) => (
        <Card key={p.product_uuid} $list={list} data-testid="purchased-card">
          <a href={myProductPath(p.product_uuid)}>
            {p.image_url && <img src={p.image_url} alt="" />}
            <CardBody>
              <h3>{p.product_label}</h3>
              <Muted>
                {t('products.invoiceDate', {
                  date: formatInstant(p.invoice_date * 1000, {
                    language: i18n.language,
                    timeZone,
                    style: 'date',
                  }),
                })}
              </Muted>
              <TagRow>
                {typesOf(p).map((type) => (
                  <Tag key={type}>{t(TYPE_KEYS[type])}</Tag>
                ))}
              </TagRow>
            </CardBody>
          </a>
        </Card>
      ))}
    </CardGrid>
  );
  return (
    <div data-testid="purchased-products" data-layout={list ? 'list' : 'grid'}>
      <PageTitle page={t('products.myProductsTitle')} />
      <h1>{t('products.myProductsTitle')}</h1>
      <FilterLayout>
        <Aside aria-label={t('products.filters')}>
          <fieldset>
            <legend>
              <label htmlFor="purchased-sort">{t('products.sortBy')}</label>
            </legend>
            <select
              id="purchased-sort"
              value={filter.sort}
              onChange={(e) => setFilter({ ...filter, sort: e.target.value as ProductSort })}
            >
              <option value="date">{t('products.sortDate')}</option>
              <option value="name">{t('products.sortName')}</option>
            </select>
          </fieldset>
          <fieldset>
            <legend>{t('products.refineByType')}</legend>
            {FILE_TYPES.map((type) => (
              <label key={type}>
                <input type="checkbox" checked={filter.types.includes(type)} onChange={() => toggle(type)} />
                {t(TYPE_KEYS[type])} ({counts[type]})
              </label>
            ))}
          </fieldset>
          <Button type="button" $variant="secondary" onClick={() => setFilter({ ...NO_PURCHASED_FILTER })}>
            {t('products.clearAllFilters')}
          </Button>
        </Aside>
        <section aria-label={t('products.results')}>
          <Toolbar role="group" aria-label={t('products.layout')}>
            <Button
              type="button"
              $variant={list ? 'secondary' : 'primary'}
              aria-pressed={!list}
              onClick={() => setList(false)}
            >
              {t('products.grid')}
            </Button>
            <Button
              type="button"
              $variant={list ? 'primary' : 'secondary'}
              aria-pressed={list}
              onClick={() => setList(true)}
            >
              {t('products.list')}
            </Button>
          </Toolbar>
          {groups.upcoming.length + groups.past.length === 0 && <p>{t('products.noResults')}</p>}
          {groups.upcoming.length > 0 && (
            <section>
              <h2>{t('products.upcoming')}</h2>
              {cards(groups.upcoming)}
            </section>
          )}
          {groups.past.length > 0 && (
            <section>
              <h2>{t('products.past')}</h2>
              {cards(groups.past)}
            </section>
          )}
        </section>
      </FilterLayout>
    </div>
  );
}
