import { AwsClient } from 'aws4fetch';
import type { ObjectStore } from './objectStore';

/** An S3-compatible bucket (AWS S3, MinIO, R2...) that several API processes share. */
export interface S3Location {
  /** The service's origin, e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Files in a bucket, addressed path-style (`<endpoint>/<bucket>/<key>`), each request signed (SigV4). */
export function s3ObjectStore(location: S3Location, fetcher: typeof fetch = fetch): ObjectStore {
  const client = new AwsClient({
    accessKeyId: location.accessKeyId,
    secretAccessKey: location.secretAccessKey,
    region: location.region,
    service: 's3',
  });
  const base = `${location.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(location.bucket)}`;
  const urlOf = (key: string) => `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const send = async (url: string, init: RequestInit) => fetcher(await client.sign(url, init));
  return {
    async put(key, body, contentType) {
      const res = await send(urlOf(key), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'content-type': contentType },
      });
      if (!res.ok) throw new Error(`object store refused ${key}: ${res.status}`);
    },
    async get(key) {
      const res = await send(urlOf(key), { method: 'GET' });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`object store answered ${res.status} for ${key}`);
      return {
        body: new Uint8Array(await res.arrayBuffer()),
        contentType: res.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
  };
}
