import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Where uploaded files live. One interface for every kind of storage, so that the API does not care whether it
 * is the data folder (one process) or an object store several API processes share.
 */
export interface ObjectStore {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<{ body: Uint8Array; contentType: string } | null>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]{0,200}$/;

/** Files in a folder of the data directory; each beside a small file naming its content type. */
export function folderObjectStore(root: string): ObjectStore {
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`bad object key ${key}`);
    return join(root, key);
  };
  return {
    async put(key, body, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside, then renamed: a reader never sees half a file.
      await writeFile(`${path}.type.tmp`, contentType);
      await writeFile(`${path}.tmp`, body);
      await rename(`${path}.type.tmp`, `${path}.type`);
      await rename(`${path}.tmp`, path);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [body, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, 'utf8')]);
        return { body: new Uint8Array(body), contentType };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
  };
}
