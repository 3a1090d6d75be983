// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CertificatesReply, TranscriptReply } from '../../../schemas/certificate';
import type { EventConfig } from '../../../schemas/eventConfig';
import type { ProfileReply } from '../../../schemas/profile';
import { createApi } from '../../../src/api/client';
import { creditCalls } from '../../../src/api/creditCalls';
import { profileCalls } from '../../../src/api/profileCalls';
import { ProfilePage } from '../../../src/features/profile/ProfilePage';
import { fakeFetch, type Reply, renderWithClient } from '../render';

afterEach(cleanup);

const me: ProfileReply = {
  uuid: 'u-1',
  is_self: true,
  Firstname: 'Ada',
  Lastname: 'Lovelace',
  Middle: '',
  Namesuffix: '',
  Mr: '',
  Picture: 'default-avatar.png',
  Biography: '',
  badges: [],
  nonattendee_author: false,
  custom_fields: [],
  presentations: [],
  moderated: [],
  can_email: false,
  can_chat: false,
};

const certificates: CertificatesReply = {
  success: true,
  data: [
    {
      id: 'c1',
      certificate_label: 'CME Certificate',
      certificate_link: '/api/certificates/c1.pdf',
      value: 2.5,
    },
    { id: 'c2', certificate_label: 'Nursing CE', certificate_link: '/api/certificates/c2.pdf', value: 1 },
  ],
};
const START = Date.UTC(2026, 10, 23, 3, 30);
const transcript: TranscriptReply = {
  rows: [
    {
      session_id: 7,
      title: 'Heart failure today',
      start_time_unix: START,
      earned_at: START + 3_600_000,
      credits: [{ label: 'CME', value: 1.5 }],
    },
    {
      session_id: 9,
      title: 'On-demand refresher',
      start_time_unix: null,
      earned_at: Date.UTC(2026, 10, 25, 12),
      credits: [
        { label: 'CME', value: 1 },
        { label: 'CE', value: 0.25 },
      ],
    },
  ],
  totals: [
    { label: 'CME', value: 2.5 },
    { label: 'CE', value: 0.25 },
  ],
  download: '/api/transcript.pdf',
};

const on: EventConfig = {
  source_hex: 'h',
  conferenceid: 1,
  timezone: 'America/Chicago',
  hide_edit_profile: 1,
  credits_config: { enabled: 1 },
  basic_certificate_config: { enabled: 1 },
  transcript_config: { enabled: true },
};

/** A fetch that also answers the PDFs (as bytes), recording the paths asked for. */
function show(settings: EventConfig, table: Record<string, Reply> = {}, profile = me) {
  const { fetch: json, calls } = fakeFetch({
    [`GET /api/profiles/${profile.uuid}`]: { status: 200, body: profile },
    ...table,
  });
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path.endsWith('.pdf')) {
      calls.push({ method: 'GET', path, body: undefined });
      return new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { status: 200 });
    }
    return json(input, init);
  }) as typeof globalThis.fetch;
  const api = createApi({ getToken: () => null, fetch });
  renderWithClient(
    <ProfilePage
      uuid={profile.uuid}
      settings={settings}
      calls={profileCalls(api)}
      creditCalls={creditCalls(api)}
      describeNote={() => ({ heading: '', when: '', start: 0 })}
    />,
    { fetch, path: `/profile/${profile.uuid}` },
  );
  return calls;
}

const tabNames = () => screen.queryAllByRole('tab').map((tab) => tab.textContent);

describe('certificates and transcript on the own profile', () => {
  let saved: string[] = [];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the tabs only with credits on, each with its own switch, and never on another profile', async () => {
    show(on);
    await screen.findByRole('heading', { level: 1 });
    expect(tabNames()).toEqual(['My Profile', 'Certificate', 'Transcript']);
    cleanup();
    show({ ...on, credits_config: { enabled: 0 } });
    await screen.findByRole('heading', { level: 1 });
    expect(tabNames()).toEqual([]);
    cleanup();
    show({ ...on, transcript_config: {} });
    await screen.findByRole('heading', { level: 1 });
    expect(tabNames()).toEqual(['My Profile', 'Certificate']);
    cleanup();
    show(on, {}, { ...me, uuid: 'other', is_self: false });
    await screen.findByRole('heading', { level: 1 });
    expect(tabNames()).toEqual([]);
  });

  it('lists the certificates with their credits and downloads each PDF', async () => {
    const calls = show(on, { 'GET /api/certificates': { status: 200, body: certificates } });
    fireEvent.click(await screen.findByRole('tab', { name: 'Certificate' }));
    const items = await screen.findAllByTestId('certificate');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('CME Certificate2.50 credits'),
      expect.stringContaining('Nursing CE1.00 credits'),
    ]);
    fireEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: 'Download Nursing CE' }));
    await waitFor(() => expect(saved).toEqual(['Nursing CE.pdf']));
    expect(calls.at(-1)?.path).toBe('/api/certificates/c2.pdf');
  });

  it("says 'No certificates added' and 'No transcript added' when there are none", async () => {
    show(on, {
      'GET /api/certificates': { status: 200, body: { success: true, data: [] } },
      'GET /api/transcript': { status: 200, body: { rows: [], totals: [], download: '/api/transcript.pdf' } },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Certificate' }));
    expect(await screen.findByText('No certificates added')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Transcript' }));
    expect(await screen.findByText('No transcript added')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('tables the sessions with dates in the display zone and credits, the totals, and downloads the PDF', async () => {
    const calls = show(
      { ...on, transcript_config: { enabled: 1, title: 'CE Transcript' } },
      { 'GET /api/transcript': { status: 200, body: transcript } },
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Transcript' }));
    const table = await screen.findByRole('table', { name: 'CE Transcript' });
    const rows = within(table).getAllByTestId('transcript-row');
    // 03:30 UTC on November 23 is still November 22 in Chicago.
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['Heart failure today', 'November 22, 2026', 'CME 1.50'],
      ['On-demand refresher', 'November 25, 2026', 'CME 1.00, CE 0.25'],
    ]);
    expect(within(table).getByTestId('transcript-totals').textContent).toBe('TotalCME 2.50, CE 0.25');
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['CE Transcript.pdf']));
    expect(calls.at(-1)?.path).toBe('/api/transcript.pdf');
  });
});
