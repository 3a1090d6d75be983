import { Either, ParseResult, Schema } from 'effect';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeInSlices } from '../../../src/api/decodeInSlices';

const Item = Schema.Struct({ id: Schema.String, at: Schema.NumberFromString });
const Person = Schema.Struct({ name: Schema.String, born: Schema.NumberFromString });
const Reply = Schema.Struct({
  version: Schema.Number,
  items: Schema.Array(Item),
  persons: Schema.Record({ key: Schema.String, value: Person }),
});

const reply = (n: number) => ({
  version: 7,
  items: Array.from({ length: n }, (_, i) => ({ id: `s${i}`, at: String(i * 10), extra: 'ignored' })),
  persons: Object.fromEntries(
    Array.from({ length: n }, (_, i) => [`p${i}`, { name: `P ${i}`, born: String(1900 + i) }]),
  ),
});
const whole = (json: unknown) =>
  Either.mapLeft(Schema.decodeUnknownEither(Reply)(json, { onExcessProperty: 'ignore' }), (e) =>
    ParseResult.TreeFormatter.formatErrorSync(e),
  );

afterEach(() => {
  vi.restoreAllMocks();
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

describe('decodeInSlices', () => {
  it('decodes the lists element by element into what decoding the whole reply gives', async () => {
    const json = reply(500);
    const sliced = await decodeInSlices(Reply, json, ['items', 'persons']);
    expect(Either.isRight(sliced)).toBe(true);
    expect(sliced).toEqual(whole(json));
    const value = Either.getOrThrow(sliced);
    expect(value.items[499]).toEqual({ id: 's499', at: 4990 });
    expect(value.persons.p3).toEqual({ name: 'P 3', born: 1903 });
  });

  it('gives the main thread back whenever a slice has taken its time', async () => {
    const yielded = vi.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yielded };
    let now = 0;
    // Each reading of the clock is 1 ms later: a slice of 8 ms holds a few elements only.
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
    const sliced = await decodeInSlices(Reply, reply(100), ['items', 'persons']);
    expect(Either.isRight(sliced)).toBe(true);
    expect(yielded.mock.calls.length).toBeGreaterThanOrEqual(20);
  });

  it('does not yield for a small reply decoded within one slice', async () => {
    const yielded = vi.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yielded };
    vi.spyOn(performance, 'now').mockReturnValue(0);
    expect(Either.isRight(await decodeInSlices(Reply, reply(3), ['items', 'persons']))).toBe(true);
    expect(yielded).not.toHaveBeenCalled();
  });

  it('names the element that fails', async () => {
    const json = reply(5);
    json.items[3] = { id: 's3', at: 'soon', extra: '' };
    const sliced = await decodeInSlices(Reply, json, ['items']);
    expect(Either.isLeft(sliced) && sliced.left).toMatch(/^\["items"\]\[3\]: .*soon/s);
    const person = reply(2);
    person.persons.p1 = { name: 'P', born: 'x' };
    const failed = await decodeInSlices(Reply, person, ['items', 'persons']);
    expect(Either.isLeft(failed) && failed.left).toMatch(/^\["persons"\]\["p1"\]: /);
  });

  it('fails as decoding the whole would when the rest of the reply or a list has the wrong shape', async () => {
    const noVersion = { ...reply(2), version: 'seven' };
    expect(await decodeInSlices(Reply, noVersion, ['items', 'persons'])).toEqual(whole(noVersion));
    const notAList = { ...reply(2), items: 'none' };
    expect(await decodeInSlices(Reply, notAList, ['items', 'persons'])).toEqual(whole(notAList));
    expect(Either.isLeft(await decodeInSlices(Reply, null, ['items']))).toBe(true);
  });

  it('refuses a field that is not a list of the schema', async () => {
    await expect(decodeInSlices(Reply, reply(1), ['version'])).rejects.toThrow(/not a list/);
  });
});
