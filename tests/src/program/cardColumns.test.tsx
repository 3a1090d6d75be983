// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardRows, useColumns } from '../../../src/features/program/CardRows';
import { theme } from '../../../src/ui/theme';

/** A ResizeObserver whose reports the test sends, as the browser does after laying the page out. */
class ReportedResizes {
  static all: ReportedResizes[] = [];
  readonly observed: Element[] = [];
  constructor(private readonly callback: ResizeObserverCallback) {
    ReportedResizes.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.observed.length = 0;
  }
  static report() {
    for (const observer of ReportedResizes.all) {
      const entries = observer.observed.map(
        (target) =>
          ({
            target,
            borderBoxSize: [{ blockSize: 260, inlineSize: 390 }],
          }) as unknown as ResizeObserverEntry,
      );
      if (entries.length) observer.callback(entries, observer as unknown as ResizeObserver);
    }
  }
}

/** Counts reads of a layout property, each of which forces the page's layout when it is not clean. */
function countReads(owner: object, property: string, value: number) {
  const reads = { count: 0 };
  const original = Object.getOwnPropertyDescriptor(owner, property);
  Object.defineProperty(owner, property, {
    configurable: true,
    get: () => {
      reads.count++;
      return value;
    },
  });
  restores.push(() => {
    if (original) Object.defineProperty(owner, property, original);
    else delete (owner as Record<string, unknown>)[property];
  });
  return reads;
}

const restores: (() => void)[] = [];
beforeEach(() => {
  ReportedResizes.all = [];
  vi.stubGlobal('ResizeObserver', ReportedResizes);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const restore of restores.splice(0)) restore();
});

/** Renders a list box of `width` pixels and records the column count of every render. */
function columnsOver(view: 'grid' | 'list', width: number) {
  const seen: (number | null)[] = [];
  function List() {
    const { ref, columns } = useColumns(view);
    seen.push(columns);
    return <div ref={ref} />;
  }
  const reads = countReads(HTMLElement.prototype, 'clientWidth', width);
  render(<List />);
  const readsInCommit = reads.count;
  act(() => ReportedResizes.report());
  return { seen, readsInCommit };
}

describe('the program grid’s columns', () => {
  it.each([
    [412, 1],
    [960, 3],
  ])(
    'are unknown until a %i px list has been laid out, then %i: no card is drawn at a guessed count',
    (width, columns) => {
      const { seen, readsInCommit } = columnsOver('grid', width);
      expect(seen[0]).toBeNull();
      expect(readsInCommit).toBe(0);
      expect(seen.slice(1).length).toBeGreaterThan(0);
      expect(new Set(seen.slice(1))).toEqual(new Set([columns]));
    },
  );

  it('are one in the list view, from the first render', () => {
    expect(new Set(columnsOver('list', 1200).seen)).toEqual(new Set([1]));
  });

  it('are read at once where there is no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const { seen, readsInCommit } = columnsOver('grid', 960);
    expect(readsInCommit).toBeGreaterThan(0);
    expect(seen.at(-1)).toBe(3);
  });
});

describe('the program’s rows of cards', () => {
  const items = Array.from({ length: 40 }, (_, i) => ({ id: `s${i}`, title: `Session ${i}` }));
  const renderCard = (item: (typeof items)[number]) => (
    <article key={item.id} data-testid="card">
      {item.title}
    </article>
  );

  it('are drawn for the screen’s height at first, then for the window’s once the page has been laid out: no layout is read in the commit', () => {
    countReads(window.screen, 'height', 520);
    const height = countReads(window, 'innerHeight', 2600);
    const offset = countReads(HTMLElement.prototype, 'offsetTop', 0);
    const { queryAllByTestId } = render(
      <ThemeProvider theme={theme}>
        {/* biome-ignore lint/suspicious/noExplicitAny: the cards need only an id and a title here */}
        <CardRows items={items as any} columns={1} renderCard={renderCard as any} />
      </ThemeProvider>,
    );
    expect(height.count).toBe(0);
    expect(offset.count).toBe(0);
    // Rows are there at once (a page coming Back lands among them), for 520 px: two rows of 260 and a few more.
    const first = queryAllByTestId('card').length;
    expect(first).toBeGreaterThanOrEqual(2);
    act(() => ReportedResizes.report());
    expect(height.count).toBeGreaterThan(0);
    expect(offset.count).toBeGreaterThan(0);
    // A 2,600 px window holds ten rows: more are drawn.
    const drawn = queryAllByTestId('card').length;
    expect(drawn).toBeGreaterThan(first);
    expect(drawn).toBeGreaterThanOrEqual(10);
  });
});
