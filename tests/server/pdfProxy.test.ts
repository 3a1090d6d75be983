import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_UNAVAILABLE, PDF_PROXY_MAX_BYTES } from '../../server/http/routes/pdfProxy';
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

  it('refuses hosts of private networks, in every spelling, unless the server is told to allow them', async () => {
    const port = (host.address() as AddressInfo).port;
    s.deps.allowPrivateFetch = false;
    try {
      for (const url of [
        `${base}/doc.pdf`,
        `http://localhost:${port}/doc.pdf`,
        `http://[::ffff:127.0.0.1]:${port}/doc.pdf`,
        `http://[::ffff:7f00:1]:${port}/doc.pdf`,
        `http://[64:ff9b::127.0.0.1]:${port}/doc.pdf`,
        `http://[2002:7f00:1::]:${port}/doc.pdf`,
        `http://2130706433:${port}/doc.pdf`,
        `http://0x7f.1:${port}/doc.pdf`,
        'http://10.1.2.3/a.pdf',
        'http://[::1]/a.pdf',
        'http://[fd00::1]/a.pdf',
        'http://169.254.169.254/latest/meta-data/',
      ]) {
        const res = await proxy(url);
        expect(res.status, url).toBe(502);
        expect(await res.json(), url).toEqual(DOCUMENT_UNAVAILABLE);
      }
    } finally {
      s.deps.allowPrivateFetch = true;
    }
  });

  it('answers the same for an open internal port, a closed one, a missing document and a refused address', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const answers = [];
    for (const url of [`${base}/page.html`, `${base}/missing.pdf`, `http://127.0.0.1:${closedPort}/x.pdf`]) {
      const res = await proxy(url);
      answers.push({ status: res.status, body: await res.json() });
    }
    s.deps.allowPrivateFetch = false;
    try {
      const res = await proxy(`${base}/doc.pdf`);
      answers.push({ status: res.status, body: await res.json() });
    } finally {
      s.deps.allowPrivateFetch = true;
    }
    for (const a of answers) expect(a).toEqual({ status: 502, body: DOCUMENT_UNAVAILABLE });
  });

  it('refuses addresses that are not http or https', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/a.pdf', 'not a url', '']) {
      const res = await proxy(url);
      expect(res.status).toBe(400);
      const { error } = await res.json();
      expect(error.fields[0].path).toBe('url');
    }
  });

  it('refuses answers that are not PDFs, failures and documents over 20 MB with the one answer', async () => {
    for (const path of ['/page.html', '/missing.pdf', '/huge.pdf']) {
      const res = await proxy(`${base}${path}`);
      expect(res.status, path).toBe(502);
      expect(await res.json(), path).toEqual(DOCUMENT_UNAVAILABLE);
    }
  });
});
