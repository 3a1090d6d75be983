import { describe, expect, it } from 'vitest';
import { createSharedFreshRead } from '../../server/areas/live/sharedFreshRead';

/** A store whose reads are held until released, to order them by hand. */
function heldStore() {
  let value = 0;
  let reads = 0;
  const releases: (() => void)[] = [];
  const read = (key: string) => {
    reads += 1;
    const seen = `${key}:${value}`;
    return new Promise<string>((resolve, reject) =>
      releases.push(() => (seen.endsWith(':13') ? reject(new Error('read failed')) : resolve(seen))),
    );
  };
  return {
    read,
    write: (v: number) => {
      value = v;
    },
    reads: () => reads,
    releaseNext: async () => {
      releases.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

describe('a shared read after a write', () => {
  it('gives each caller a read started after it asked, shared by those who asked during one', async () => {
    const store = heldStore();
    const fresh = createSharedFreshRead(store.read);
    store.write(1);
    const a = fresh('poll');
    store.write(2);
    const b = fresh('poll');
    store.write(3);
    const c = fresh('poll');
    expect(store.reads()).toBe(1);
    await store.releaseNext();
    expect(await a).toBe('poll:1');
    expect(store.reads()).toBe(2);
    await store.releaseNext();
    expect([await b, await c]).toEqual(['poll:3', 'poll:3']);
    expect(store.reads()).toBe(2);
  });

  it('keeps keys apart and starts anew once all reads have ended', async () => {
    const store = heldStore();
    const fresh = createSharedFreshRead(store.read);
    const x = fresh('x');
    const y = fresh('y');
    expect(store.reads()).toBe(2);
    await store.releaseNext();
    await store.releaseNext();
    expect([await x, await y]).toEqual(['x:0', 'y:0']);
    store.write(5);
    const again = fresh('x');
    await store.releaseNext();
    expect(await again).toBe('x:5');
  });

  it("passes a failed read's error to its callers and reads again for the next", async () => {
    const store = heldStore();
    const fresh = createSharedFreshRead(store.read);
    store.write(13);
    const failing = fresh('p');
    store.write(14);
    const following = fresh('p');
    await store.releaseNext();
    await expect(failing).rejects.toThrow('read failed');
    await store.releaseNext();
    expect(await following).toBe('p:14');
  });
});
