import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MAIL } from '../../schemas/constants';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

let s: TestServer;
let event: Awaited<ReturnType<typeof insertEvent>>;

beforeAll(async () => {
  s = await startTestServer();
  event = await insertEvent(s.db, 'demo', { title: 'Demo', support_email: 'help@demo.example' }, true);
  await insertEvent(s.db, 'bare', { title: 'Bare' });
  await insertUser(s.db, event.id, 'attendee@example.com');
});
afterAll(() => s.close());

const request = (event: { sourceHex: string }) => ({
  Source: event.sourceHex,
  Name: 'Grace Hopper',
  Email: 'grace@example.com',
  Description: 'The stream of room B stutters.',
});
const send = (json: unknown, ip = '198.51.100.1', token?: string) =>
  s.request('/api/support', { method: 'POST', json, ip, ...(token ? { token } : {}) });

describe('support mail', () => {
  it("mails the event's support address with the sender as reply-to", async () => {
    const res = await send(request(event));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Support email sent' });
    const [mail] = await s.deps.mailer.outbox();
    expect(mail).toMatchObject({ to: 'help@demo.example', replyTo: 'grace@example.com' });
    expect(mail?.subject).toContain('Grace Hopper');
    expect(mail?.text).toContain('The stream of room B stutters.');
    expect(mail?.text).toContain('Not signed in');
  });

  it('names the signed-in user when a token comes along', async () => {
    const login = await s.request('/api/login', {
      method: 'POST',
      json: { urlid: 'demo', email: 'attendee@example.com', password: 'demo1234' },
    });
    const { token, user_uuid } = await login.json();
    expect((await send(request(event), '198.51.100.2', token)).status).toBe(200);
    const [mail] = await s.deps.mailer.outbox();
    expect(mail?.text).toContain(`Signed-in user: ${user_uuid}`);
  });

  it('answers each missing or wrong field with its message and sends nothing', async () => {
    const before = (await s.deps.mailer.outbox()).length;
    const res = await send({ Source: event.sourceHex, Name: ' ', Email: 'not-an-address', Description: '' });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    const messages = error.fields.map((f: { path: string; message: string }) => `${f.path}: ${f.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Name: Please input your name!',
        'Email: The input is not valid E-mail!',
        'Description: Please input your message!',
      ]),
    );
    expect((await s.deps.mailer.outbox()).length).toBe(before);
  });

  it('answers 404 for an unknown event and falls back to a default address when none is configured', async () => {
    expect((await send({ ...request(event), Source: 'nope' })).status).toBe(404);
    expect((await send({ ...request(event), confurlid: 'bare' }, '198.51.100.3')).status).toBe(200);
    expect((await s.deps.mailer.outbox())[0]?.to).toBe('support@localhost');
  });

  it('limits the messages of one address', async () => {
    for (let i = 0; i < SUPPORT_MAIL.MAX_PER_ADDRESS; i += 1) {
      expect((await send(request(event), '198.51.100.9')).status).toBe(200);
    }
    const refused = await send(request(event), '198.51.100.9');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await send(request(event), '198.51.100.10')).status).toBe(200);
  });

  it('limits the messages to one support mailbox from any number of addresses', async () => {
    const mailbox = await insertEvent(s.db, 'busy', { title: 'Busy', support_email: 'help@busy.example' });
    for (let i = 0; i < SUPPORT_MAIL.MAX_PER_RECIPIENT; i += 1) {
      expect((await send(request(mailbox), `10.1.${Math.floor(i / 250)}.${i % 250}`)).status).toBe(200);
    }
    const refused = await send(request(mailbox), '10.9.9.9');
    expect(refused.status).toBe(429);
    expect((await send(request(event), '10.9.9.9')).status).toBe(200);
  });
});
