import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderObjectStore, type ObjectStore } from '../../server/areas/media/objectStore';
import { s3ObjectStore } from '../../server/areas/media/s3ObjectStore';
import { JPEG, PNG } from '../support/images';

/** A stand-in S3 bucket: keeps what is put, and refuses requests that are not signed for it. */
function fakeBucket() {
  const objects = new Map<string, { body: Uint8Array; type: string }>();
  const requests: Request[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    requests.push(req.clone());
    const auth = req.headers.get('authorization') ?? '';
    if (
      !/^AWS4-HMAC-SHA256 Credential=KEY\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/.test(
        auth,
      )
    )
      return new Response('unsigned', { status: 403 });
    const key = new URL(req.url).pathname;
    if (req.method === 'PUT') {
      objects.set(key, {
        body: new Uint8Array(await req.arrayBuffer()),
        type: req.headers.get('content-type') ?? '',
      });
      return new Response(null, { status: 200 });
    }
    const found = objects.get(key);
    return found
      ? new Response(new Uint8Array(found.body), { headers: { 'content-type': found.type } })
      : new Response('', { status: 404 });
  }) as typeof fetch;
  return { fetcher, objects, requests };
}

const location = {
  endpoint: 'http://s3.test:9000/',
  bucket: 'uploads',
  region: 'eu-west-1',
  accessKeyId: 'KEY',
  secretAccessKey: 'SECRET',
};

const stores: [string, () => ObjectStore][] = [
  ['the data folder', () => folderObjectStore(mkdtempSync(join(tmpdir(), 'store-')))],
  ['an S3-compatible bucket', () => s3ObjectStore(location, fakeBucket().fetcher)],
];

describe.each(stores)('uploads kept in %s', (_, make) => {
  it('gives back what was put under a key, with its type, and nothing for an unknown key', async () => {
    const store = make();
    await store.put('wall/event-1/a', PNG, 'image/png');
    await store.put('wall/event-1/b', JPEG, 'image/jpeg');
    expect(await store.get('wall/event-1/a')).toEqual({ body: PNG, contentType: 'image/png' });
    expect(await store.get('wall/event-1/b')).toEqual({ body: JPEG, contentType: 'image/jpeg' });
    expect(await store.get('wall/event-1/none')).toBeNull();
  });
});

describe('the S3-compatible bucket', () => {
  it('addresses objects path-style in the bucket, every request signed', async () => {
    const bucket = fakeBucket();
    const store = s3ObjectStore(location, bucket.fetcher);
    await store.put('wall/e/1', PNG, 'image/png');
    expect(bucket.requests[0]?.url).toBe('http://s3.test:9000/uploads/wall/e/1');
    expect(bucket.requests[0]?.headers.get('x-amz-date')).toMatch(/^\d{8}T\d{6}Z$/);
    expect([...bucket.objects.keys()]).toEqual(['/uploads/wall/e/1']);
  });

  it('fails loudly when the bucket refuses', async () => {
    const store = s3ObjectStore({ ...location, accessKeyId: 'OTHER' }, fakeBucket().fetcher);
    await expect(store.put('wall/e/1', PNG, 'image/png')).rejects.toThrow(/refused/);
  });
});
