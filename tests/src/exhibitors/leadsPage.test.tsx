// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lead, LeadsReply } from '../../../schemas/exhibitorLeads';
import { createApi } from '../../../src/api/client';
import { exhibitorLeadCalls } from '../../../src/api/exhibitorLeadCalls';
import { LeadsPage, matchesLead } from '../../../src/features/exhibitors/LeadsPage';
import { fakeFetch, renderWithClient } from '../render';

afterEach(cleanup);

const lead = (
  uuid: string,
  first: string,
  last: string,
  company: string,
  extra: Partial<Lead> = {},
): Lead => ({
  uuid,
  card: {
    first_name: first,
    last_name: last,
    email: `${uuid}@example.com`,
    company,
    title: 'Engineer',
    city: 'Lyon',
    state: '',
    country: 'France',
  },
  shared_at: Date.UTC(2026, 2, 9, 10),
  visits: 2,
  last_visit: Date.UTC(2026, 2, 9, 11),
  looked_at: [],
  meetings: [],
  ...extra,
});

const REPLY: LeadsReply = {
  company: { CompID: 7, Companyname: 'Acme' },
  leads: [
    lead('ada', 'Ada', 'Lovelace', 'Analytical Engines', {
      looked_at: [
        { kind: 'product', name: 'Pulse Suite', times: 2, last_at: Date.UTC(2026, 2, 9, 11) },
        { kind: 'file', name: 'Brochure', times: 1, last_at: Date.UTC(2026, 2, 9, 11) },
      ],
      meetings: [
        {
          id: 'm1',
          start: Date.UTC(2026, 2, 10, 15),
          end: Date.UTC(2026, 2, 10, 15, 30),
          title: 'Product demo',
          with_uuid: 'staff-1',
          with_name: 'Grace Hopper',
          status: 'requested',
        },
      ],
    }),
    lead('rene', 'René', 'Laënnec', 'Necker Hospital'),
  ],
};

function renderPage(status = 200) {
  const { fetch } = fakeFetch({
    'GET /api/exhibitors/7/leads': {
      status,
      body: status === 200 ? REPLY : { error: { code: 'forbidden', message: 'No' }, error_message: 'No' },
    },
  });
  const api = createApi({ getToken: () => 't', fetch });
  renderWithClient(
    <LeadsPage compId={7} calls={exhibitorLeadCalls(api)} timeZone="UTC" notFound={<p>not found</p>} />,
    { fetch },
  );
}

describe('LeadsPage', () => {
  it('lists each lead in a table with what they opened and their meetings, and finds them by name or company', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Leads of Acme' });
    const rows = within(table).getAllByTestId('lead-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Product: Pulse Suite (×2)');
    expect(rows[0]?.textContent).toContain('File: Brochure (×1)');
    expect(rows[0]?.textContent).toContain('with Grace Hopper');
    expect(rows[1]?.textContent).toContain('Nothing opened');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search by name or company' }), {
      target: { value: 'necker' },
    });
    await waitFor(() => expect(within(table).getAllByTestId('lead-row')).toHaveLength(1));
    expect(within(table).getByTestId('lead-row')?.textContent).toContain('René Laënnec');
    expect((screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('tells anyone but the staff that the leads are not theirs to see', async () => {
    renderPage(403);
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Only this exhibitor's staff can see its leads.",
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the booth' }).getAttribute('href')).toBe(
      '/exhibitors/DetailView/7',
    );
  });

  it('matches every word of a search, accents and case aside', () => {
    const [ada, rene] = REPLY.leads as [Lead, Lead];
    expect(matchesLead(ada, 'ada engines')).toBe(true);
    expect(matchesLead(ada, 'ada necker')).toBe(false);
    expect(matchesLead(rene, 'rene laennec')).toBe(true);
    expect(matchesLead(rene, '')).toBe(true);
  });
});
