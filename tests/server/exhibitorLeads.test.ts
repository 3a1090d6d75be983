import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExhibitorDoc } from '../../schemas/exhibitor';
import { LeadsReply } from '../../schemas/exhibitorLeads';
import type { ProductDoc } from '../../schemas/product';
import { LEADS_CSV_HEADER } from '../../server/areas/exhibitors/leads';
import { products, timeslots } from '../../server/db/schema';
import { insertExhibitors } from '../support/exhibitors';
import { signIn } from '../support/program';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

const HOUR = 3_600_000;
let s: TestServer;
let event: Awaited<ReturnType<typeof insertEvent>>;
const uuids: Record<string, string> = {};
const tokens: Record<string, string> = {};

const company = (id: number, staff: string[], media: Partial<ExhibitorDoc['media']>): ExhibitorDoc => ({
  CompanyInfo: { CompID: id, CompUUID: `c-${id}`, Companyname: `Company ${id}` },
  badgeObj: { label: 'Gold', order: 1 },
  media: { youtube: [], raffle: [], pdf: [], links: [], products: [], ...media },
  contact_info: staff.map((uuid, n) => ({ uuid, firstName: `Staff${n}`, lastName: `Of${id}` })),
});
const product = (id: string, CompID: number, name: string): ProductDoc => ({
  id,
  CompID,
  type: 'product',
  data: { name, description: '<p>d</p>' },
});

const get = (path: string, token?: string) => s.request(path, token ? { token } : {});
const share = (compId: number, token: string) =>
  s.request(`/api/exhibitors/${compId}/interactions`, {
    method: 'POST',
    json: { method: 'share_info' },
    token,
  });
const media = (compId: number, url: string, token: string) =>
  s.request('/api/game/actions', {
    method: 'POST',
    json: { kind: 'VIEW_MEDIA', itemId: `${compId}/${url}` },
    token,
  });
const book = (compId: number, slot: string, token: string) =>
  s.request(`/api/exhibitors/${compId}/meetings`, {
    method: 'POST',
    json: { timeslot_id: slot, note: 'A demo, please.' },
    token,
  });
async function leadsOf(compId: number, token: string) {
  await s.app.flushActivity();
  const res = await get(`/api/exhibitors/${compId}/leads`, token);
  expect(res.status).toBe(200);
  return Schema.decodeUnknownSync(LeadsReply)(await res.json());
}

/** RFC 4180 rows (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  return rows;
}

beforeAll(async () => {
  s = await startTestServer();
  event = await insertEvent(s.db, 'expo', { enable_exhibitor: 1 });
  for (const who of ['staff1', 'staff1b', 'staff2', 'bob', 'admin']) {
    uuids[who] = await insertUser(s.db, event.id, `${who}@example.com`, {
      exhibitorStaff: who.startsWith('staff'),
      isAdmin: who === 'admin',
      firstname: who,
      lastname: 'Person',
    });
  }
  uuids.ada = await insertUser(s.db, event.id, 'ada@example.com', {
    firstname: 'Ada',
    lastname: 'Lovelace',
    company: 'Engines, "Analytical" Ltd',
    contactTitle: '=HYPERLINK("http://evil.example")',
    city: 'London',
    state: '',
    country: 'UK',
  });
  await insertExhibitors(s.db, event.id, [
    company(1, [uuids.staff1 as string, uuids.staff1b as string], {
      products: ['p1a', 'p1b'],
      pdf: [{ type: 'pdf', data: { label: 'Brochure One', url: '/media/one.pdf' } }],
      youtube: [{ type: 'video', data: { title: 'Overview', url: '/media/v1.mp4' } }],
      links: [{ type: 'link', data: { label: 'Website', url: 'https://one.example' } }],
    }),
    company(2, [uuids.staff2 as string], {
      products: ['p2a'],
      pdf: [{ type: 'pdf', data: { label: 'Brochure Two', url: '/media/two.pdf' } }],
    }),
  ]);
  await s.db
    .insert(products)
    .values(
      [
        product('p1a', 1, 'Scope Pro'),
        product('p1b', 1, 'Pulse Suite'),
        product('p2a', 2, 'Other Thing'),
      ].map((doc) => ({ eventId: event.id, id: doc.id, exhibitorId: doc.CompID, doc })),
    );
  const start = s.clock.now() + 24 * HOUR;
  await s.db.insert(timeslots).values(
    [
      ['slot-1', 1, uuids.staff1b, start],
      ['slot-2', 2, uuids.staff2, start + HOUR],
      ['slot-3', 1, uuids.staff1, start + 2 * HOUR],
    ].map(([id, exhibitorId, ownerUuid, startMs]) => ({
      eventId: event.id,
      id: id as string,
      exhibitorId: exhibitorId as number,
      ownerUuid: ownerUuid as string,
      title: 'Product demo',
      startMs: startMs as number,
      endMs: (startMs as number) + HOUR / 2,
    })),
  );
  for (const who of ['staff1', 'staff1b', 'staff2', 'bob', 'admin', 'ada'])
    tokens[who] = await signIn(s, 'expo', `${who}@example.com`);

  // Ada visits both booths, opens things at each, shares her card with both and books a meeting at each.
  const ada = tokens.ada as string;
  for (const path of ['/api/exhibitors/1', '/api/exhibitors/1', '/api/exhibitors/2'])
    expect((await get(path, ada)).status).toBe(200);
  expect((await get('/api/products/1/1', ada)).status).toBe(200);
  expect((await get('/api/products/1/1', ada)).status).toBe(200);
  expect((await get('/api/products/2/0', ada)).status).toBe(200);
  expect((await media(1, '/media/one.pdf', ada)).status).toBe(200);
  expect((await media(1, 'https://one.example', ada)).status).toBe(200);
  expect((await media(1, '/media/v1.mp4', ada)).status).toBe(200);
  expect((await media(2, '/media/two.pdf', ada)).status).toBe(200);
  // Not this booth's file: refused, so not recorded.
  expect((await media(1, '/media/two.pdf', ada)).status).toBe(404);
  expect((await share(1, ada)).status).toBe(200);
  expect((await share(2, ada)).status).toBe(200);
  expect((await book(1, 'slot-1', ada)).status).toBe(200);
  expect((await book(2, 'slot-2', ada)).status).toBe(200);
  // Bob looks around booth 1 and books a meeting, but never shares his card.
  const bob = tokens.bob as string;
  expect((await get('/api/exhibitors/1', bob)).status).toBe(200);
  expect((await get('/api/products/1/0', bob)).status).toBe(200);
  expect((await book(1, 'slot-3', bob)).status).toBe(200);
});
afterAll(() => s.close());

describe("an exhibitor's leads", () => {
  it("show its staff the people who shared their card, with this booth's visits, items and meetings only", async () => {
    const reply = await leadsOf(1, tokens.staff1 as string);
    expect(reply.company).toEqual({ CompID: 1, Companyname: 'Company 1' });
    expect(reply.leads).toHaveLength(1);
    const [lead] = reply.leads;
    expect(lead?.uuid).toBe(uuids.ada);
    expect(lead?.card).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      company: 'Engines, "Analytical" Ltd',
      title: '=HYPERLINK("http://evil.example")',
      city: 'London',
      state: '',
      country: 'UK',
    });
    expect(lead?.visits).toBe(2);
    expect(lead?.last_visit).toEqual(expect.any(Number));
    expect(lead?.looked_at.map(({ kind, name, times }) => ({ kind, name, times }))).toEqual([
      { kind: 'product', name: 'Pulse Suite', times: 2 },
      { kind: 'file', name: 'Brochure One', times: 1 },
      { kind: 'video', name: 'Overview', times: 1 },
      { kind: 'link', name: 'Website', times: 1 },
    ]);
    expect(lead?.meetings).toEqual([
      expect.objectContaining({
        with_uuid: uuids.staff1b,
        with_name: 'staff1b Person',
        title: 'Product demo',
        status: 'requested',
      }),
    ]);
  });

  it('give the other company its own lead with its own items, and every staff member of a company the same', async () => {
    const two = await leadsOf(2, tokens.staff2 as string);
    expect(two.leads.map((l) => l.uuid)).toEqual([uuids.ada]);
    expect(two.leads[0]?.visits).toBe(1);
    expect(two.leads[0]?.looked_at.map((i) => i.name)).toEqual(['Other Thing', 'Brochure Two']);
    expect(two.leads[0]?.meetings.map((m) => m.with_uuid)).toEqual([uuids.staff2]);
    const again = await leadsOf(1, tokens.staff1b as string);
    expect(again.leads.map((l) => l.uuid)).toEqual([uuids.ada]);
  });

  it("are refused to other companies' staff and attendees (403), signed out (401), unknown companies 404; admins may read them", async () => {
    expect((await get('/api/exhibitors/1/leads', tokens.staff2)).status).toBe(403);
    expect((await get('/api/exhibitors/1/leads.csv', tokens.staff2)).status).toBe(403);
    expect((await get('/api/exhibitors/1/leads', tokens.ada)).status).toBe(403);
    expect((await get('/api/exhibitors/1/leads', tokens.bob)).status).toBe(403);
    expect((await get('/api/exhibitors/1/leads')).status).toBe(401);
    expect((await get('/api/exhibitors/1/leads.csv')).status).toBe(401);
    expect((await get('/api/exhibitors/99/leads', tokens.staff1)).status).toBe(404);
    expect((await get('/api/exhibitors/x/leads', tokens.staff1)).status).toBe(400);
    expect((await leadsOf(1, tokens.admin as string)).leads.map((l) => l.uuid)).toEqual([uuids.ada]);
  });

  it('download as CSV: one line per lead, quoted where needed, formulas made inert', async () => {
    const res = await get('/api/exhibitors/1/leads.csv', tokens.staff1);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="leads-1.csv"');
    const text = (await res.text()).replace(/^\uFEFF/, '');
    expect(text).toContain('"Engines, ""Analytical"" Ltd"');
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([...LEADS_CSV_HEADER]);
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(LEADS_CSV_HEADER.map((h, n) => [h, rows[1]?.[n]]));
    expect(row).toMatchObject({
      'First name': 'Ada',
      Email: 'ada@example.com',
      Company: 'Engines, "Analytical" Ltd',
      Title: `'=HYPERLINK("http://evil.example")`,
      'Booth visits': '2',
      Products: 'Pulse Suite',
      Files: 'Brochure One',
      Videos: 'Overview',
      Links: 'Website',
    });
    expect(row['Shared at']).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(row.Meetings).toMatch(/^\d{4}-\d{2}-\d{2}T.* with staff1b Person \(Product demo, requested\)$/);
  });

  it('leave out someone who visited and booked but never shared their card', async () => {
    const reply = await leadsOf(1, tokens.staff1 as string);
    expect(reply.leads.map((l) => l.uuid)).not.toContain(uuids.bob);
    const csv = await (await get('/api/exhibitors/1/leads.csv', tokens.staff1)).text();
    expect(csv).not.toContain('bob@example.com');
  });
});
