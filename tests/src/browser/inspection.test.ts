import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InspectionEvent } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { inspectionFor } from '../../../src/browser/inspection';

const event = (n: number) => ({ type: '@xstate.event', n }) as unknown as InspectionEvent;

describe('the ?inspect observer', () => {
  it('is undefined without ?inspect, or outside development, and opens no inspector', () => {
    const open = vi.fn(async () => () => {});
    expect(inspectionFor({ dev: true, search: '' }, open)).toBeUndefined();
    expect(inspectionFor({ dev: true, search: '?view=calendar' }, open)).toBeUndefined();
    expect(inspectionFor({ dev: false, search: '?inspect' }, open)).toBeUndefined();
    expect(open).not.toHaveBeenCalled();
  });

  it('is defined in development with ?inspect, and sends every event once the inspector is open, in order', async () => {
    const seen: unknown[] = [];
    let opened: () => void = () => {};
    const ready = new Promise<void>((r) => (opened = r));
    const open = vi.fn(async () => {
      await ready;
      return (e: InspectionEvent) => void seen.push(e);
    });
    const observe = inspectionFor({ dev: true, search: '?lang=fr&inspect' }, open);
    expect(observe).toBeTypeOf('function');
    expect(open).toHaveBeenCalledTimes(1);
    observe?.(event(1));
    observe?.(event(2));
    expect(seen).toEqual([]);
    opened();
    await vi.waitFor(() => expect(seen).toEqual([event(1), event(2)]));
    observe?.(event(3));
    expect(seen).toEqual([event(1), event(2), event(3)]);
  });

  it('is what the app passes to its actors: undefined under the test runner’s address', async () => {
    const { inspect } = await import('../../../src/browser/inspection');
    expect(inspect).toBeUndefined();
  });
});

describe('the actors of the app', () => {
  it('are all created with the inspect observer (one `inspect` option per actor it creates)', () => {
    const root = join(import.meta.dirname, '../../../src');
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('inspection.ts'))
      .map((f) => ({ f, text: readFileSync(join(root, f), 'utf8') }));
    const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
    const creating = sources.filter((s) => count(s.text, /\b(createActor|useMachine|useActorRef)\(/g) > 0);
    expect(creating.length).toBeGreaterThan(15);
    const without = creating
      .filter(
        ({ text }) =>
          !/import \{ inspect \} from '[./]*browser\/inspection'/.test(text) ||
          count(text, /\binspect\b/g) - 1 < count(text, /\b(createActor|useMachine|useActorRef)\(/g),
      )
      .map((s) => s.f);
    expect(without).toEqual([]);
  });
});
