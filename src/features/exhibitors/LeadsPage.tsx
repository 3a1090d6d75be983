import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Lead, LeadItemKind, LeadsReply } from '../../../schemas/exhibitorLeads';
import { leadsFileName } from '../../../schemas/exhibitorLeads';
import type { ExhibitorLeadCalls } from '../../api/exhibitorLeadCalls';
import { saveFile } from '../../browser/saveFile';
import { ADMIN_NAMESPACE } from '../../i18n';
import { formatInstant } from '../../i18n/dates';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { LoadFailedAlert } from '../../ui/LoadFailedAlert';
import { Loading } from '../../ui/Loading';
import { PageTitle } from '../../ui/PageTitle';
import { useFormSubmission } from '../../ui/useFormSubmission';
import { useResourceLoad } from '../../ui/useResourceLoad';
import { boothPath } from './exhibitorPaths';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  h1, p { margin: 0; }
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  > div { flex: 1 1 16rem; max-width: 28rem; }
`;
/** The table scrolls on its own on a narrow screen; the page does not. */
const Scroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
`;
const Table = styled.table`
  width: 100%;
  min-width: 56rem;
  border-collapse: collapse;
  caption { text-align: start; font-weight: 700; padding-bottom: ${({ theme }) => theme.space(2)}; }
  th, td {
    text-align: start;
    vertical-align: top;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  ul { margin: 0; padding-inline-start: ${({ theme }) => theme.space(4)}; }
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

const KIND_KEY: Record<LeadItemKind, string> = {
  product: 'exhibitorLeads.kindProduct',
  file: 'exhibitorLeads.kindFile',
  video: 'exhibitorLeads.kindVideo',
  link: 'exhibitorLeads.kindLink',
};

const fullName = (l: Lead) => [l.card.first_name, l.card.last_name].filter(Boolean).join(' ');
const placeOf = (l: Lead) => [l.card.city, l.card.state, l.card.country].filter(Boolean).join(', ');

/** Whether a lead's name or company holds every word of the search (case and accents aside). */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
export function matchesLead(lead: Lead, search: string): boolean {
  const haystack = fold(`${fullName(lead)} ${lead.card.company}`);
  return fold(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/**
 * A booth's leads for its staff (and admins), at the booth's address + /Leads: the people who shared their
 * contact card, searchable by name or company, each with their card, booth visits, what they opened at the
 * booth and the meetings they booked; Download CSV saves the server's CSV. Anyone else is told the leads are
 * the booth's staff's only.
 */
export function LeadsPage({
  compId,
  calls,
  timeZone,
  notFound,
}: {
  compId: number;
  calls: ExhibitorLeadCalls;
  /** The event's time zone, for the times shown. */
  timeZone: string | null;
  notFound: ReactNode;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { view, retry } = useResourceLoad<LeadsReply>(() => calls.leads(compId));
  if (view.status === 'loading') return <Loading />;
  if (view.status === 'notFound') return <>{notFound}</>;
  if (view.status !== 'loaded') {
    return (
      <Page data-testid="leads-page" data-state={view.status}>
        <PageTitle page={t('exhibitorLeads.heading')} />
        <h1>{t('exhibitorLeads.heading')}</h1>
        {view.status === 'forbidden' ? (
          <Alert tone="error">{t('exhibitorLeads.forbidden')}</Alert>
        ) : (
          <LoadFailedAlert view={view} retry={retry} title={t('exhibitorLeads.loadFailed')} />
        )}
        <p>
          <a href={boothPath(null, compId)}>{t('exhibitorLeads.back')}</a>
        </p>
      </Page>
    );
  }
  return <LeadsTable reply={view.value} calls={calls} timeZone={timeZone} />;
}

function LeadsTable({
  reply,
  calls,
  timeZone,
}: {
  reply: LeadsReply;
  calls: ExhibitorLeadCalls;
  timeZone: string | null;
}) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const [search, setSearch] = useState('');
  const { CompID, Companyname } = reply.company;
  const shown = useMemo(() => reply.leads.filter((l) => matchesLead(l, search)), [reply.leads, search]);
  const download = useFormSubmission(async () => {
    saveFile(await calls.csv(CompID), leadsFileName(CompID));
  });
  const when = (ms: number) => formatInstant(ms, { language: i18n.language, timeZone, withZone: true });
  const title = t('exhibitorLeads.title', { company: Companyname });
  return (
    <Page data-testid="leads-page" data-state="loaded">
      <PageTitle page={title} />
      <p>
        <a href={boothPath(null, CompID)}>{t('exhibitorLeads.back')}</a>
      </p>
      <h1>{title}</h1>
      <p>{t('exhibitorLeads.intro')}</p>
      <Bar>
        <Field
          label={t('exhibitorLeads.search')}
          name="lead-search"
          value={search}
          onChange={setSearch}
          autoComplete="off"
        />
        <Button
          type="button"
          $variant="secondary"
          disabled={download.view.sending}
          onClick={() => download.submit(undefined)}
          data-testid="leads-download"
        >
          {download.view.sending ? t('exhibitorLeads.downloading') : t('exhibitorLeads.download')}
        </Button>
      </Bar>
      {download.view.failure ? (
        <Alert tone="error">
          {t('exhibitorLeads.downloadFailed')} {download.view.failure}
        </Alert>
      ) : null}
      <p role="status" data-testid="leads-count">
        {t('exhibitorLeads.count', { shown: shown.length, total: reply.leads.length })}
      </p>
      {reply.leads.length === 0 ? (
        <p>{t('exhibitorLeads.none')}</p>
      ) : shown.length === 0 ? (
        <p>{t('exhibitorLeads.noMatch')}</p>
      ) : (
        <Scroll role="region" aria-labelledby="leads-caption" tabIndex={0}>
          <Table data-testid="leads-table">
            <caption id="leads-caption">{t('exhibitorLeads.caption', { company: Companyname })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('exhibitorLeads.colName')}</th>
                <th scope="col">{t('exhibitorLeads.colCompany')}</th>
                <th scope="col">{t('exhibitorLeads.colLocation')}</th>
                <th scope="col">{t('exhibitorLeads.colShared')}</th>
                <th scope="col">{t('exhibitorLeads.colVisits')}</th>
                <th scope="col">{t('exhibitorLeads.colLookedAt')}</th>
                <th scope="col">{t('exhibitorLeads.colMeetings')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((l) => (
                <tr key={l.uuid} data-testid="lead-row">
                  <th scope="row">
                    {fullName(l) || l.card.email}
                    <br />
                    <a href={`mailto:${l.card.email}`}>{l.card.email}</a>
                  </th>
                  <td>
                    {l.card.company}
                    {l.card.title ? (
                      <>
                        <br />
                        <Muted>{l.card.title}</Muted>
                      </>
                    ) : null}
                  </td>
                  <td>{placeOf(l)}</td>
                  <td>{when(l.shared_at)}</td>
                  <td>
                    {l.visits}
                    {l.last_visit !== null ? (
                      <>
                        <br />
                        <Muted>{t('exhibitorLeads.lastVisit', { when: when(l.last_visit) })}</Muted>
                      </>
                    ) : null}
                  </td>
                  <td data-testid="lead-looked-at">
                    {l.looked_at.length === 0 ? (
                      <Muted>{t('exhibitorLeads.nothingOpened')}</Muted>
                    ) : (
                      <ul>
                        {l.looked_at.map((i) => (
                          <li key={`${i.kind}/${i.name}`}>
                            {t('exhibitorLeads.item', {
                              kind: t(KIND_KEY[i.kind]),
                              name: i.name,
                              times: i.times,
                            })}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td data-testid="lead-meetings">
                    {l.meetings.length === 0 ? (
                      <Muted>{t('exhibitorLeads.noMeetings')}</Muted>
                    ) : (
                      <ul>
                        {l.meetings.map((m) => (
                          <li key={m.id}>
                            {t('exhibitorLeads.meeting', { when: when(m.start), name: m.with_name })}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </Page>
  );
}
