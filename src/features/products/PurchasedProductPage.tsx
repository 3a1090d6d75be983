import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PurchasedFile, PurchasedProduct } from '../../../schemas/purchasedProduct';
import { DiscussionLabel } from '../../discussion/DiscussionLabel';
import { DiscussionPanel } from '../../discussion/DiscussionPanel';
import type { PostViewer } from '../../discussion/PostCard';
import { discussionOf, useDiscussion } from '../../discussion/useDiscussion';
import { formatInstant } from '../../i18n/dates';
import { Button } from '../../ui/Button';
import { Loading } from '../../ui/Loading';
import { PdfViewer } from '../../ui/media/PdfViewer';
import { PageTitle } from '../../ui/PageTitle';
import { SafeHtml } from '../../ui/SafeHtml';
import { Tab, TabList } from '../../ui/Tabs';
import { Tag } from './parts';
import { MY_PRODUCTS_PATH } from './paths';
import { attachmentsOf, attachmentsWaiting, fileAddress, showsLiveStream } from './productLists';

// video.js loads with the first video shown.
const VideoPlayer = lazy(() =>
  import('../../ui/media/VideoPlayer').then((m) => ({ default: m.VideoPlayer })),
);

const Layout = styled.div<{ $side: boolean }>`
  display: grid;
  grid-template-columns: ${({ $side }) => ($side ? '260px minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space(4)};
  @media (max-width: ${({ theme }) => theme.breakpoints.drawer}px) {
    grid-template-columns: 1fr;
  }
`;

const FileList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  button {
    width: 100%;
    text-align: start;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
    align-items: center;
    min-height: 44px;
  }
`;

const Poster = styled.figure`
  margin: 0;
  img { width: 100%; max-height: 80vh; object-fit: contain; background: ${({ theme }) => theme.colors.background}; }
`;

const LivePanel = styled.section`
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: 8px;
  padding: ${({ theme }) => theme.space(3)};
  video { width: 100%; background: #000; }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(4)};
  h1 { margin: 0; font-size: 1.5rem; }
`;

const FILE_TAG: Record<PurchasedFile['type'], string> = {
  video: 'products.tagVideo',
  pdf: 'products.tagPdf',
  session: 'products.tagLiveStream',
  poster: 'products.tagPoster',
};

const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

// Evaluation (002 §2) comes with the products' forms; until then it is not shown.
type TabId = 'description' | 'attachments' | 'discussion';

function Viewer({
  file,
  now,
  token,
  timeZone,
}: {
  file: PurchasedFile;
  now: number;
  token: string;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const poster = useRef<HTMLElement>(null);
  const [closed, setClosed] = useState(false);
  if (showsLiveStream(file, now)) {
    const started = file.start_time === undefined || now >= file.start_time * 1000;
    return (
      <LivePanel data-testid="live-stream-panel" aria-label={t('products.liveStream')}>
        <h2>{t('products.liveStream')}</h2>
        {started ? (
          <video src={file.stream_url} controls autoPlay muted playsInline />
        ) : (
          <p>
            {t('products.streamStarts', {
              time: formatInstant((file.start_time ?? 0) * 1000, {
                language: i18n.language,
                timeZone,
                style: 'weekdayDayTime',
              }),
            })}
          </p>
        )}
      </LivePanel>
    );
  }
  const href = fileAddress(file);
  if (!href) return <p>{t('products.noFile')}</p>;
  if (file.type === 'pdf')
    return closed ? (
      <Button type="button" $variant="secondary" onClick={() => setClosed(false)}>
        {t('products.openDocument', { name: file.title })}
      </Button>
    ) : (
      <div data-testid="pdf-viewer">
        <PdfViewer url={href} name={file.title} token={token} onClose={() => setClosed(true)} />
      </div>
    );
  if (file.type === 'poster')
    return (
      <Poster ref={poster} data-testid="poster-viewer">
        <img src={href} alt={file.title} />
        <Button type="button" $variant="secondary" onClick={() => void poster.current?.requestFullscreen?.()}>
          {t('products.fullscreen')}
        </Button>
      </Poster>
    );
  return (
    <div data-testid="video-viewer">
      <Suspense fallback={<Loading />}>
        <VideoPlayer key={href} href={href} poster={file.image_url} />
      </Suspense>
    </div>
  );
}

/**
 * One purchased product (002 §2): Back, the list of its files when it has several, the viewer of the chosen
 * one (or the live-stream panel), and the tabs Description, Attachments and Discussion (with the count of its
 * posts) where the user has its discussion.
 */
export function PurchasedProductPage({
  product,
  now,
  token,
  timeZone,
  viewer,
}: {
  product: PurchasedProduct;
  now: number;
  token: string;
  timeZone: string;
  /** Who reads, for the product's Discussion (none without). */
  viewer?: PostViewer;
}) {
  const { t } = useTranslation();
  const files = product.config.files_array;
  const [chosen, setChosen] = useState(0);
  const [tab, setTab] = useState<TabId>('description');
  const discussion = useDiscussion(
    viewer ? discussionOf(viewer.settings, viewer.user, { kind: 'product', id: product.product_uuid }) : null,
  );
  const tabs: readonly TabId[] = [
    'description',
    'attachments',
    ...(discussion ? (['discussion'] as const) : []),
  ];
  const file = files[chosen] ?? files[0];
  const waiting = attachmentsWaiting(product, now);
  return (
    <article data-testid="purchased-product">
      <PageTitle page={product.product_label} />
      <Header>
        <a href={MY_PRODUCTS_PATH}>{t('products.back')}</a>
        <h1>{product.product_label}</h1>
      </Header>
      <Layout $side={files.length > 1}>
        {files.length > 1 && (
          <nav aria-label={t('products.files')}>
            <FileList>
              {files.map((f, i) => (
                <li key={`${f.type}-${f.title}`}>
                  <Button
                    type="button"
                    $variant={i === chosen ? 'primary' : 'secondary'}
                    aria-current={i === chosen}
                    onClick={() => setChosen(i)}
                  >
                    <span>{f.title}</span>
                    <Tag as="span">{t(FILE_TAG[f.type])}</Tag>
                    {f.duration !== undefined && f.type !== 'pdf' && <span>{minutes(f.duration)}</span>}
                  </Button>
                </li>
              ))}
            </FileList>
          </nav>
        )}
        <div>{file && <Viewer key={chosen} file={file} now={now} token={token} timeZone={timeZone} />}</div>
      </Layout>
      <TabList role="tablist" aria-label={t('products.tabs')}>
        {tabs.map((id) => (
          <Tab
            key={id}
            type="button"
            role="tab"
            id={`product-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`product-panel-${id}`}
            $on={tab === id}
            onClick={() => setTab(id)}
          >
            {id === 'discussion' && discussion ? (
              <DiscussionLabel count={discussion.count} />
            ) : (
              t(`products.tab_${id}`)
            )}
          </Tab>
        ))}
      </TabList>
      <section role="tabpanel" id={`product-panel-${tab}`} aria-labelledby={`product-tab-${tab}`}>
        {tab === 'description' && <SafeHtml html={product.description ?? ''} />}
        {tab === 'attachments' &&
          (waiting ? (
            <p>{t('products.availableAtStart')}</p>
          ) : attachmentsOf(product).length === 0 ? (
            <p>{t('products.noAttachments')}</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('products.name')}</th>
                  <th scope="col">{t('products.download')}</th>
                </tr>
              </thead>
              <tbody>
                {attachmentsOf(product).map((f) => (
                  <tr key={f.title}>
                    <td>{f.title}</td>
                    <td>
                      <a href={f.url} download>
                        {t('products.download')}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        {tab === 'discussion' && discussion && viewer && (
          <DiscussionPanel discussion={discussion} viewer={viewer} />
        )}
      </section>
    </article>
  );
}
