import type { EventConfig } from '../../../schemas/eventConfig';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ProductDetailReply } from '../../../schemas/purchasedProduct';
import { boothCalls } from '../../api/boothCalls';
import { useClient } from '../../browser/clientContext';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { EmbeddedVideo } from '../../ui/media/EmbeddedVideo';
import { PdfViewer } from '../../ui/media/PdfViewer';
import { PageAds } from '../../ui/PageAds';
import { PageTitle } from '../../ui/PageTitle';
import { SafeHtml } from '../../ui/SafeHtml';
import { StaffMessage } from '../../ui/StaffMessage';
import { Card, CardBody, CardGrid, Muted, Tag, TagRow } from './parts';
import { boothPath, PRODUCT_DIRECTORY_PATH, productPath } from './paths';
import { tagLabels } from './ProductDirectoryPage';
import { cardDescription } from './productLists';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  @media (max-width: ${({ theme }) => theme.breakpoints.drawer}px) {
    grid-template-columns: 1fr;
  }
  img.feature { width: 100%; max-height: 360px; object-fit: contain; background: ${({ theme }) => theme.colors.background}; }
  figure { margin: 0 0 ${({ theme }) => theme.space(3)}; }
  h2 { font-size: 1.15rem; margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)}; }
  ul.resources { padding-left: 1.2em; margin: 0; }
`;

const Contact = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  justify-content: space-between;
  h1 { margin: 0; }
`;

/** Links without a scheme open as https (002 §2). */
const external = (url: string) => (/^[a-z]+:|^\//i.test(url) ? url : `https://${url}`);

/**
 * An exhibitor's product (002 §2): name, feature image, New Product badge, Visit Booth, tags, description,
 * resources as Links, PDFs and Videos (files, or a video host's player), the product contact with a message box,
 * and the company's other products.
 */
export function ProductDetailPage({
  reply,
  token,
  settings,
}: {
  reply: ProductDetailReply;
  token: string;
  settings: EventConfig;
}) {
  const { t } = useTranslation();
  const { api } = useClient();
  const calls = useMemo(() => boothCalls(api), [api]);
  const { product, company } = reply;
  const [pdf, setPdf] = useState<string | null>(null);
  const resources = product.data.array_of_resources ?? [];
  const links = resources.filter((r) => r.type === 'link');
  const pdfs = resources.filter((r) => r.type === 'pdf');
  const videos = resources.filter((r) => r.type === 'video' || r.type === 'youtube');
  const isNew = product.data.new_product === 1 || product.data.new_product === true;
  const contactName = reply.contact ? `${reply.contact.firstName} ${reply.contact.lastName}`.trim() : '';
  return (
    <article data-testid="product-detail">
      <PageTitle page={product.data.name} />
      <p>
        <a href={PRODUCT_DIRECTORY_PATH}>{t('products.backToDirectory')}</a>
      </p>
      <Header>
        <div>
          <h1>{product.data.name}</h1>
          <Muted>{company.Companyname}</Muted>
        </div>
        <a href={boothPath(company.CompID)}>{t('products.visitBooth')}</a>
      </Header>
      <PageAds settings={settings} page="products">
        <Layout>
          <div>
            {product.data.feature_image && (
              <img className="feature" src={product.data.feature_image} alt="" />
            )}
            <TagRow aria-label={t('products.tags')}>
              {isNew && <Tag $tone="new">{t('products.newProduct')}</Tag>}
              {tagLabels(reply.tags, product.data.tags).map((label) => (
                <Tag key={label}>{label}</Tag>
              ))}
            </TagRow>
            <SafeHtml html={product.data.description} />
            {links.length > 0 && (
              <section>
                <h2>{t('products.links')}</h2>
                <ul className="resources">
                  {links.map((r) => (
                    <li key={r.url}>
                      <a href={external(r.url)} target="_blank" rel="noreferrer">
                        {r.label || r.url}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {pdfs.length > 0 && (
              <section>
                <h2>{t('products.pdfs')}</h2>
                <ul className="resources">
                  {pdfs.map((r) => (
                    <li key={r.url}>
                      <Button
                        type="button"
                        $variant="link"
                        aria-expanded={pdf === r.url}
                        onClick={() => setPdf(pdf === r.url ? null : r.url)}
                      >
                        {r.label || t('products.pdf')}
                      </Button>{' '}
                      <a href={r.url} download>
                        {t('products.download')}
                      </a>
                    </li>
                  ))}
                </ul>
                {pdf && (
                  <PdfViewer
                    url={pdf}
                    name={pdfs.find((r) => r.url === pdf)?.label ?? ''}
                    token={token}
                    onClose={() => setPdf(null)}
                  />
                )}
              </section>
            )}
            {videos.length > 0 && (
              <section>
                <h2>{t('products.videos')}</h2>
                {videos.map((r, i) => {
                  const title = r.label || t('products.videoN', { n: i + 1 });
                  return (
                    <figure key={r.url} data-testid="product-video">
                      <EmbeddedVideo url={r.url} title={title} />
                      <figcaption>{title}</figcaption>
                    </figure>
                  );
                })}
              </section>
            )}
          </div>
          <aside>
            {reply.contact && (
              <section data-testid="product-contact">
                <h2>{t('products.contact')}</h2>
                <Contact>
                  <Avatar name={contactName} picture={reply.contact.picture} size={48} />
                  <div>
                    <div>{contactName}</div>
                    {reply.contact.contactTitle && <Muted>{reply.contact.contactTitle}</Muted>}
                  </div>
                </Contact>
                <StaffMessage
                  compId={company.CompID}
                  staff={{ uuid: reply.contact.uuid, name: contactName }}
                  calls={calls}
                />
              </section>
            )}
            {reply.others.length > 0 && (
              <section>
                <h2>{t('products.otherProducts')}</h2>
                <CardGrid $list>
                  {reply.others.map((o) => (
                    <Card key={o.product.id} $list>
                      <a href={productPath(company.CompID, o.productIndex)}>
                        {o.product.data.feature_image && <img src={o.product.data.feature_image} alt="" />}
                        <CardBody>
                          <h3>{o.product.data.name}</h3>
                          <p>{cardDescription(o.product.data.description)}</p>
                        </CardBody>
                      </a>
                    </Card>
                  ))}
                </CardGrid>
              </section>
            )}
          </aside>
        </Layout>
      </PageAds>
    </article>
  );
}
