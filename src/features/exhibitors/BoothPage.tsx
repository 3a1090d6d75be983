import type { EventConfig } from '../../../schemas/eventConfig';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EXHIBITORS } from '../../../schemas/constants';
import type { BoothReply } from '../../../schemas/exhibitorDirectory';
import { usePresenceCount, usePresenceRoom } from '../../realtime/usePresenceCount';
import { useClient } from '../../browser/clientContext';
import { Button } from '../../ui/Button';
import { PageAds } from '../../ui/PageAds';
import { PageTitle } from '../../ui/PageTitle';
import { PdfViewer } from '../../ui/media/PdfViewer';
import { pdfSource } from '../../ui/media/pdfSource';
import { SafeHtml } from '../../ui/SafeHtml';
import { DiscussionLabel } from '../../discussion/DiscussionLabel';
import { DiscussionPanel } from '../../discussion/DiscussionPanel';
import type { PostViewer } from '../../discussion/PostCard';
import { discussionOf, useDiscussion } from '../../discussion/useDiscussion';
import { BoothActions } from './BoothActions';
import { BoothMeetings } from './BoothMeetings';
import { BoothVideoRooms } from './BoothVideoRooms';
import { BoothVideos } from './BoothVideos';
import { BOOTH_DETAILS_ID, EnhancedBooth } from './EnhancedBooth';
import { cutLabel } from './directoryModel';
import { hallPath, productPath, withScheme } from './exhibitorPaths';
import { LeadsLink } from './LeadsLink';
import { SocialLinks } from './SocialLinks';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.drawer}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  overflow-wrap: anywhere;
  ul { padding-inline-start: ${({ theme }) => theme.space(5)}; }
  li { margin-bottom: ${({ theme }) => theme.space(2)}; }
`;
/** A PDF's Open and Download, apart enough to tap (WCAG 2.5.8). */
const PdfActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  a { display: inline-flex; align-items: center; min-height: 40px; }
`;
const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  img.logo { height: 80px; max-width: 100%; object-fit: contain; }
  h1 { margin: 0; overflow-wrap: anywhere; }
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 4px ${({ theme }) => theme.space(3)};
  dt { font-weight: 700; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;
const NewLabel = styled.span`
  margin-inline-start: ${({ theme }) => theme.space(2)};
  padding: 1px 6px;
  border-radius: 4px;
  background: #1a7f37;
  color: #fff;
  font-size: 0.8rem;
  font-weight: 700;
`;
const Rotator = styled.img`
  width: 100%;
  max-height: 240px;
  object-fit: contain;
`;
const Online = styled.p`
  font-weight: 600;
  color: #1a7f37;
`;

/** The rotator's image of the moment: the next one every 4 s. */
function useRotation(count: number): number {
  const [n, setN] = useState(0);
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setN((i) => (i + 1) % count), EXHIBITORS.ROTATOR_MS);
    return () => clearInterval(timer);
  }, [count]);
  return count === 0 ? 0 : n % count;
}

const isOn = (v: unknown) => v === true || v === 1;

/**
 * A booth (002 §2 "Booth detail"): Back, the enhanced booth with Enter Booth, logo, name, social links, support level,
 * booth numbers, website, country, tags, description, privacy, the Products, Links, PDFs and Videos sections,
 * the rotator, its Discussion (with the count of its posts) where the user has it, and the right column's actions
 * and meetings (unless the hall hides the scheduler). The user is in the booth's presence room while the page
 * shows.
 */
export function BoothPage({
  booth,
  token,
  settings,
  viewer,
  leadsHref = null,
}: {
  booth: BoothReply;
  token: string;
  /** The event's configuration (the meeting scheduler's switch and time window). */
  settings: EventConfig;
  /** Who reads, for the booth's Discussion (none without). */
  viewer?: PostViewer;
  /** The booth's leads page, for its staff and admins; null for everyone else (no link). */
  leadsHref?: string | null;
}) {
  const { t } = useTranslation('exhibitors');
  const { exhibitor, hall } = booth;
  const info = exhibitor.CompanyInfo;
  const discussion = useDiscussion(
    viewer ? discussionOf(settings, viewer.user, { kind: 'booth', id: info.CompID }) : null,
  );
  usePresenceRoom(booth.presence_room);
  const online = usePresenceCount(hall.options.status_enabled ? booth.presence_room : null);
  const [pdf, setPdf] = useState<string | null>(null);
  const rotation = useRotation(booth.rotator_images.length);
  const products = booth.products
    .map((p, index) => ({ p, index }))
    .sort(
      (a, b) => Number(isOn(b.p.data.new_product)) - Number(isOn(a.p.data.new_product)) || a.index - b.index,
    );
  const enhanced = booth.enhanced ? info.enhanced_booth_config : undefined;
  const pdfs = exhibitor.media.pdf.filter((m) => m.data.url);
  const { api } = useClient();
  // A booth media item opened (002 §7): the server checks the address is one of this booth's media. It counts
  // for the game's VIEW_MEDIA task where there is a game, and for the exhibitor's leads always (the activity log).
  const viewed = (url: string) => {
    if (!url) return;
    void api
      .gameAction({ kind: 'VIEW_MEDIA', itemId: `${info.CompID}/${url.split(/[?#]/)[0]}` })
      .catch(() => undefined);
  };
  return (
    <div data-testid="booth" data-compid={info.CompID}>
      <PageTitle page={info.Companyname} />
      <p>
        <a href={hallPath(hall.id)} data-testid="booth-back">
          {t('exhibitors.back')}
        </a>
      </p>
      <PageAds settings={settings} page="exhibitors">
        <Layout>
          <div>
            <Head>
              {info.CompLogo && (
                <img
                  className="logo"
                  src={info.CompLogo}
                  alt={t('exhibitors.logo', { name: info.Companyname })}
                />
              )}
              <h1>{info.Companyname}</h1>
            </Head>
            {leadsHref ? <LeadsLink href={leadsHref} /> : null}
            {enhanced && <EnhancedBooth company={info.Companyname} config={enhanced} />}
            <div id={BOOTH_DETAILS_ID} />
            {hall.options.status_enabled && (
              <Online data-testid="booth-online">{t('exhibitors.online', { count: online })}</Online>
            )}
            <SocialLinks company={info.Companyname} links={info.SocialLinksObject ?? []} />
            <Facts>
              {!hall.options.hide_support_level && (
                <>
                  <dt>{t('exhibitors.supportLevel')}</dt>
                  <dd>{exhibitor.badgeObj.label}</dd>
                </>
              )}
              {(info.booth_number_array ?? []).length > 0 && (
                <>
                  <dt>{t('exhibitors.boothNumbers')}</dt>
                  <dd>{(info.booth_number_array ?? []).join(', ')}</dd>
                </>
              )}
              {info.Website && (
                <>
                  <dt>{t('exhibitors.website')}</dt>
                  <dd>
                    <a href={withScheme(info.Website)} target="_blank" rel="noreferrer">
                      {info.Website}
                    </a>
                  </dd>
                </>
              )}
              {info.Country && (
                <>
                  <dt>{t('exhibitors.country')}</dt>
                  <dd>{info.Country}</dd>
                </>
              )}
              {booth.tags.length > 0 && (
                <>
                  <dt>{t('exhibitors.tags')}</dt>
                  <dd>
                    {booth.tags.map((tag, n) => (
                      <span key={tag.id} title={tag.label}>
                        {n > 0 ? ', ' : ''}
                        {cutLabel(tag.label)}
                      </span>
                    ))}
                  </dd>
                </>
              )}
            </Facts>
            {info.Description && <SafeHtml html={info.Description} />}
            {booth.rotator_images.length > 0 && (
              <Rotator
                src={booth.rotator_images[rotation]}
                alt={t('exhibitors.rotator')}
                data-testid="booth-rotator"
              />
            )}
            {(booth.privacy.policy_url || booth.privacy.info) && (
              <Section aria-label={t('exhibitors.privacyInfo')}>
                {booth.privacy.policy_url && (
                  <p>
                    <a href={withScheme(booth.privacy.policy_url)} target="_blank" rel="noreferrer">
                      {t('exhibitors.privacyPolicy')}
                    </a>
                  </p>
                )}
                {booth.privacy.info && <SafeHtml html={booth.privacy.info} />}
              </Section>
            )}
            {products.length > 0 && (
              <Section aria-labelledby="booth-products" data-testid="booth-products">
                <h2 id="booth-products">{t('exhibitors.products')}</h2>
                <ul>
                  {products.map(({ p, index }) => (
                    <li key={p.id}>
                      <a href={productPath(info.CompID, index)}>{p.data.name}</a>
                      {isOn(p.data.new_product) && <NewLabel>{t('exhibitors.newProduct')}</NewLabel>}
                    </li>
                  ))}
                </ul>
              </Section>
            )}
            {exhibitor.media.links.length > 0 && (
              <Section aria-labelledby="booth-links" data-testid="booth-links">
                <h2 id="booth-links">{t('exhibitors.links')}</h2>
                <ul>
                  {exhibitor.media.links.flatMap((m, _n) =>
                    m.data.url
                      ? [
                          <li key={m.data.url}>
                            <a
                              href={withScheme(m.data.url)}
                              target="_blank"
                              rel="noreferrer"
                              onClick={() => viewed(m.data.url ?? '')}
                            >
                              {m.data.label || m.data.url}
                            </a>
                          </li>,
                        ]
                      : [],
                  )}
                </ul>
              </Section>
            )}
            {pdfs.length > 0 && (
              <Section aria-labelledby="booth-pdfs" data-testid="booth-pdfs">
                <h2 id="booth-pdfs">{t('exhibitors.pdfs')}</h2>
                <ul>
                  {pdfs.map((m) => {
                    const url = m.data.url as string;
                    const name = m.data.label || url;
                    const open = pdf === url;
                    return (
                      <li key={url}>
                        <PdfActions>
                          <Button
                            type="button"
                            $variant="secondary"
                            aria-expanded={open}
                            onClick={() => {
                              if (!open) viewed(url);
                              setPdf(open ? null : url);
                            }}
                            data-testid="booth-pdf-toggle"
                          >
                            {open ? t('exhibitors.closePdf', { name }) : t('exhibitors.openPdf', { name })}
                          </Button>
                          <a href={url} download target="_blank" rel="noreferrer" onClick={() => viewed(url)}>
                            {t('exhibitors.download', { name })}
                          </a>
                        </PdfActions>
                        {open && (
                          <PdfViewer
                            url={pdfSource(url, window.location.origin)}
                            name={name}
                            token={token}
                            onClose={() => setPdf(null)}
                          />
                        )}
                      </li>
                    );
                  })}
                </ul>
              </Section>
            )}
            <BoothVideos videos={exhibitor.media.youtube} onStart={viewed} />
            {discussion && viewer && (
              <Section aria-labelledby="booth-discussion" data-testid="booth-discussion">
                <h2 id="booth-discussion">
                  <DiscussionLabel count={discussion.count} />
                </h2>
                <DiscussionPanel discussion={discussion} viewer={viewer} />
              </Section>
            )}
          </div>
          <section aria-label={info.Companyname} data-testid="booth-side">
            <BoothActions exhibitor={exhibitor} booth={booth} />
            {booth.video_rooms ? (
              <BoothVideoRooms
                rooms={booth.video_rooms}
                staff={exhibitor.contact_info}
                hallId={hall.id}
                compId={info.CompID}
              />
            ) : null}
            {!hall.options.hide_meeting_scheduler && (
              <BoothMeetings exhibitor={exhibitor} settings={settings} hallId={hall.id} />
            )}
          </section>
        </Layout>
      </PageAds>
    </div>
  );
}
