import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_PROXY_MAX_BYTES } from '../../server/http/routes/pdfProxy';
import { isPublicHost } from '../../server/net/publicAddress';
import { insertEvent, insertUser, startTestServer, type TestServer } from '../support/server';

let s: TestServer;
let host: Server;
let base: string;
let token: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

beforeAll(async () => {
  s = await startTestServer({ allowPrivateFetch: true });
  const event = await insertEvent(s.db, 'demo', { title: 'Demo' }, true);
  await insertUser(s.db, event.id, 'attendee@example.com');
  const login = await s.request('/api/login', {
    method: 'POST',
    json: { urlid: 'demo', email: 'attendee@example.com', password: 'demo1234' },
  });
  token = (await login.json()).token;
  // A document host on another origin: a PDF, an HTML page, a 404, and a PDF over the limit without length.
  host = createServer((req, res) => {
    if (req.url === '/doc.pdf') {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': PDF.length });
      res.end(PDF);
    } else if (req.url === '/page.html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<h1>not a pdf</h1>');
    } else if (req.url === '/huge.pdf') {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      let sent = 0;
      const push = () => {
        while (sent <= PDF_PROXY_MAX_BYTES) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', push);
        }
        res.end();
      };
      push();
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((r) => host.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => host.close(r));
  await s.close();
});

const proxy = (url: string, withToken = true) =>
  s.request(`/api/pdf-proxy?url=${encodeURIComponent(url)}`, withToken ? { token } : {});

describe('pdf proxy', () => {
  it('passes a PDF from another host on', async () => {
    const res = await proxy(`${base}/doc.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('needs a signed-in user', async () => {
    expect((await proxy(`${base}/doc.pdf`, false)).status).toBe(401);
  });

  it('refuses hosts of private networks unless the server is told to allow them', async () => {
    s.deps.allowPrivateFetch = false;
    try {
      for (const url of [
        `${base}/doc.pdf`,
        'http://localhost/doc.pdf',
        'http://10.1.2.3/a.pdf',
        'http://[::1]/a.pdf',
      ]) {
        const res = await proxy(url);
        expect(res.status, url).toBe(400);
        expect((await res.json()).error.message).toContain('public internet');
      }
    } finally {
      s.deps.allowPrivateFetch = true;
    }
    expect(await isPublicHost('192.168.1.10')).toBe(false);
    expect(await isPublicHost('::ffff:127.0.0.1')).toBe(false);
    expect(await isPublicHost('93.184.216.34')).toBe(true);
  });

  it('refuses addresses that are not http or https', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/a.pdf', 'not a url', '']) {
      const res = await proxy(url);
      expect(res.status).toBe(400);
      const { error } = await res.json();
      expect(error.fields[0].path).toBe('url');
    }
  });

  it('refuses answers that are not PDFs, failures and documents over 20 MB', async () => {
    const html = await proxy(`${base}/page.html`);
    expect(html.status).toBe(502);
    expect((await html.json()).error.code).toBe('not_pdf');
    const missing = await proxy(`${base}/missing.pdf`);
    expect(missing.status).toBe(502);
    expect((await missing.json()).error.code).toBe('upstream_failed');
    const huge = await proxy(`${base}/huge.pdf`);
    expect(huge.status).toBe(502);
    expect((await huge.json()).error.code).toBe('too_large');
  });
});
