import type { EventConfig } from '../../../schemas/eventConfig';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EXHIBITORS } from '../../../schemas/constants';
import type { ProductDirectoryReply, ProductTag } from '../../../schemas/purchasedProduct';
import { Button } from '../../ui/Button';
import { FilterLayout } from '../../ui/FilterLayout';
import { PageAds } from '../../ui/PageAds';
import { PageTitle } from '../../ui/PageTitle';
import { Card, CardBody, CardGrid, Muted, Tag, TagRow, Toolbar } from './parts';
import { productPath } from './paths';
import {
  cardDescription,
  type DirectoryFilter,
  filterDirectory,
  NO_DIRECTORY_FILTER,
  type ProductSort,
  sortDirectory,
} from './productLists';

const Aside = styled.aside`
  fieldset { border: none; padding: 0; margin: 0 0 ${({ theme }) => theme.space(4)}; }
  legend { font-weight: 600; margin-bottom: ${({ theme }) => theme.space(1)}; }
  label { display: flex; gap: ${({ theme }) => theme.space(2)}; align-items: center; min-height: 32px; }
`;

const toggled = (list: readonly string[], v: string) =>
  list.includes(v) ? list.filter((x) => x !== v) : [...list, v];

export const tagLabels = (tags: readonly ProductTag[], ids: readonly (string | number)[] = []) =>
  ids.flatMap((id) => tags.filter((t) => String(t.id) === String(id)).map((t) => t.label));

/** The product directory (002 §2): cards (with at most 3 tags), the new-product and tag filters, search and sort. */
export function ProductDirectoryPage({
  reply,
  settings,
}: {
  reply: ProductDirectoryReply;
  settings: EventConfig;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<DirectoryFilter>(NO_DIRECTORY_FILTER);
  const [sort, setSort] = useState<ProductSort>('date');
  const shown = sortDirectory(filterDirectory(reply.products, filter), sort);
  const usedTags = reply.tags.filter((tag) =>
    reply.products.some((p) => (p.product.data.tags ?? []).some((id) => String(id) === String(tag.id))),
  );
  return (
    <div data-testid="product-directory">
      <PageTitle page={t('products.directoryTitle')} />
      <h1>{t('products.directoryTitle')}</h1>
      <PageAds settings={settings} page="products">
        <FilterLayout>
          <Aside aria-label={t('products.filters')}>
            <fieldset>
              <legend>{t('products.show')}</legend>
              <label>
                <input
                  type="checkbox"
                  checked={filter.newOnly}
                  onChange={() => setFilter({ ...filter, newOnly: !filter.newOnly })}
                />
                {t('products.newOnly')}
              </label>
            </fieldset>
            {usedTags.length > 0 && (
              <fieldset>
                <legend>{t('products.tags')}</legend>
                {usedTags.map((tag) => (
                  <label key={String(tag.id)}>
                    <input
                      type="checkbox"
                      checked={filter.tags.includes(String(tag.id))}
                      onChange={() => setFilter({ ...filter, tags: toggled(filter.tags, String(tag.id)) })}
                    />
                    {tag.label}
                  </label>
                ))}
              </fieldset>
            )}
            <Button type="button" $variant="secondary" onClick={() => setFilter({ ...NO_DIRECTORY_FILTER })}>
              {t('products.clearFilters')}
            </Button>
          </Aside>
          <section aria-label={t('products.results')}>
            <Toolbar>
              <input
                type="search"
                aria-label={t('products.search')}
                placeholder={t('products.search')}
                value={filter.query}
                onChange={(e) => setFilter({ ...filter, query: e.target.value })}
              />
              <label>
                {t('products.sortBy')}{' '}
                <select value={sort} onChange={(e) => setSort(e.target.value as ProductSort)}>
                  <option value="date">{t('products.sortDate')}</option>
                  <option value="name">{t('products.sortName')}</option>
                </select>
              </label>
            </Toolbar>
            {shown.length === 0 ? (
              <p>{t('products.noResults')}</p>
            ) : (
              <CardGrid>
                {shown.map((p) => (
                  <Card key={p.product.id} data-testid="product-card">
                    <a href={productPath(p.company.CompID, p.productIndex)}>
                      {p.product.data.feature_image && <img src={p.product.data.feature_image} alt="" />}
                      <CardBody>
                        <h3>{p.product.data.name}</h3>
                        <Muted>{p.company.Companyname}</Muted>
                        <TagRow>
                          {(p.product.data.new_product === 1 || p.product.data.new_product === true) && (
                            <Tag $tone="new">{t('products.newProduct')}</Tag>
                          )}
                          {tagLabels(reply.tags, p.product.data.tags)
                            .slice(0, EXHIBITORS.PRODUCT_TAGS)
                            .map((label) => (
                              <Tag key={label}>{label}</Tag>
                            ))}
                        </TagRow>
                        <p>{cardDescription(p.product.data.description)}</p>
                      </CardBody>
                    </a>
                  </Card>
                ))}
              </CardGrid>
            )}
          </section>
        </FilterLayout>
      </PageAds>
    </div>
  );
}
