import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress } from '../../server/http/connection';
import type { AppEnv } from '../../server/http/env';
import { publicUrlFrom, serverConfigFrom } from '../../server/config';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';
import { VIDEO_EMBED_ORIGINS } from '../../schemas/videoEmbed';

let s: TestServer;

/** Sign-in mail goes out after the reply: the outbox once it holds `count` messages. */
async function outboxWith(count: number) {
  for (let i = 0; i < 100; i++) {
    const mail = await s.deps.mailer.outbox();
    if (mail.length >= count) return mail;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`the outbox never held ${count} messages`);
}

beforeAll(async () => {
  s = await startTestServer();
  const event = await insertEvent(s.db, 'demo', { title: 'Demo' }, true);
  await insertUser(s.db, event.id, 'admin@example.com', { isAdmin: true });
  await s.request('/api/auto-login-email', {
    method: 'POST',
    json: { VirtualApp: 'demo', clientEmail: 'admin@example.com' },
  });
  await outboxWith(1);
});
afterAll(() => s.close());

/** A request as the server that accepted it would hand it over: headers as sent, the peer's address beside. */
const fromPeer = (path: string, remoteAddress: string | undefined, headers: Record<string, string> = {}) =>
  s.app.request(path, { headers }, remoteAddress ? { remoteAddress } : {});

describe('the mail outbox', () => {
  it('is shown to a browser on this machine, over IPv4, IPv6 and IPv4-mapped loopback', async () => {
    for (const address of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '0000:0000:0000:0000:0000:ffff:7f00:0001',
    ]) {
      const res = await fromPeer('/dev/outbox.json', address);
      expect(res.status).toBe(200);
      expect((await res.json())[0].to).toBe('admin@example.com');
    }
    const page = await fromPeer('/dev/outbox', '127.0.0.1');
    expect(await page.text()).toContain('admin@example.com');
  });

  it('is refused to another machine and when the peer is unknown', async () => {
    for (const address of ['203.0.113.7', '10.0.0.5', '::ffff:192.168.1.2', undefined]) {
      for (const path of ['/dev/outbox', '/dev/outbox.json']) {
        const res = await fromPeer(path, address);
        expect(res.status).toBe(403);
        const body = await res.text();
        expect(body).toContain('only in a browser on the machine that runs the platform');
        expect(body).not.toContain('admin@example.com');
      }
    }
  });

  it('is refused through a proxy on this machine: any forwarding header', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-forwarded-host', 'x-real-ip', 'via']) {
      const res = await fromPeer('/dev/outbox.json', '127.0.0.1', { [header]: '127.0.0.1' });
      expect(res.status).toBe(403);
    }
  });

  it('does not exist when mail goes out by SMTP', async () => {
    const smtp = await startTestServer({ devOutbox: false });
    try {
      expect((await smtp.app.request('/dev/outbox.json', {}, { remoteAddress: '127.0.0.1' })).status).toBe(
        404,
      );
    } finally {
      await smtp.close();
    }
  });
});

describe('links in mail', () => {
  it('are built from the configured public origin, never from Host or X-Forwarded-Host', async () => {
    await s.request('/api/auto-login-email', {
      method: 'POST',
      json: { VirtualApp: 'demo', clientEmail: 'admin@example.com' },
      headers: {
        host: 'attacker.example',
        'x-forwarded-host': 'attacker.example',
        'x-forwarded-proto': 'http',
      },
    });
    const [mail] = await outboxWith(2);
    const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '');
    expect(link.origin).toBe('https://events.example.org');
    expect(mail?.html).not.toContain('attacker.example');
  });

  it('PUBLIC_URL must be an http(s) origin', () => {
    expect(publicUrlFrom(undefined, 'http://localhost:8080')).toBe('http://localhost:8080');
    expect(publicUrlFrom('https://events.example.org/', 'http://x')).toBe('https://events.example.org');
    for (const bad of [
      'events.example.org',
      'ftp://events.example.org',
      'https://e.example.org/app',
      'https://e.example.org/?a=1',
    ]) {
      expect(() => publicUrlFrom(bad, 'http://x')).toThrow(/PUBLIC_URL/);
    }
  });
});

describe('the client address', () => {
  const addressApp = (trustProxy: boolean) => {
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('deps', { ...s.deps, trustProxy });
      await next();
    });
    app.get('/ip', (c) => c.text(clientAddress(c)));
    return app;
  };
  const ask = async (trustProxy: boolean, forwardedFor?: string) => {
    const res = await addressApp(trustProxy).request(
      '/ip',
      { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} },
      { remoteAddress: '::ffff:198.51.100.4' },
    );
    return res.text();
  };

  it('is the peer of the connection, whatever X-Forwarded-For says, unless a proxy is trusted', async () => {
    expect(await ask(false)).toBe('198.51.100.4');
    expect(await ask(false, '203.0.113.9')).toBe('198.51.100.4');
  });

  it('behind a trusted proxy is the entry the proxy appended (the last), not one the client wrote', async () => {
    expect(await ask(true, '203.0.113.9')).toBe('203.0.113.9');
    expect(await ask(true, '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ask(true)).toBe('198.51.100.4');
  });
});

describe('security headers', () => {
  const directives = (res: Response) =>
    new Map(
      (res.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map(([name = '', ...values]) => [name, values]),
    );

  it('every response runs only the platform’s own scripts, may be framed only by itself, and does not sniff', async () => {
    for (const res of [
      await s.request('/api/health'),
      await s.request('/api/nope'),
      await s.request('/api/settings'),
    ]) {
      const csp = directives(res);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      // Frames: itself and the known video players only.
      expect(csp.get('frame-src')).toEqual(["'self'", ...VIDEO_EMBED_ORIGINS]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it('adds the configured media, embed and framing origins', async () => {
    const configured = await startTestServer({
      contentOrigins: {
        media: ['https://cdn.example.org'],
        embed: ['https://www.youtube-nocookie.com', 'https://meet.example.org'],
        frameAncestors: ['https://www.society.example'],
      },
    });
    try {
      const res = await configured.request('/api/health');
      const csp = directives(res);
      expect(csp.get('media-src')).toContain('https://cdn.example.org');
      expect(csp.get('img-src')).toContain('https://cdn.example.org');
      expect(csp.get('frame-src')).toEqual(["'self'", ...VIDEO_EMBED_ORIGINS, 'https://meet.example.org']);
      expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https://www.society.example']);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(res.headers.get('x-frame-options')).toBeNull();
    } finally {
      await configured.close();
    }
  });

  it('the outbox, which shows mail as written, allows no script and no remote content', async () => {
    const csp = directives(await fromPeer('/dev/outbox', '127.0.0.1'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('script-src')).toBe(false);
    expect(csp.get('img-src')).toEqual(['data:']);
  });

  it('origins from the environment are checked, naming the variable', () => {
    const config = serverConfigFrom(
      { CSP_MEDIA_ORIGINS: 'https://cdn.example.org/, https://media.example.org' },
      8080,
    );
    expect(config.contentOrigins.media).toEqual(['https://cdn.example.org', 'https://media.example.org']);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(() => serverConfigFrom({ CSP_EMBED_ORIGINS: "'unsafe-inline'" }, 8080)).toThrow(
      /CSP_EMBED_ORIGINS/,
    );
    expect(() => serverConfigFrom({ FRAME_ANCESTORS: 'https://a.example/page' }, 8080)).toThrow(
      /FRAME_ANCESTORS/,
    );
  });
});
