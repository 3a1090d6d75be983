import { type Rect, useWindowVirtualizer, type Virtualizer, windowScroll } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ListedItem } from '../../../schemas/program';

/**
 * The library's window scroll, except to where the window already is: the list's first update writes the window's
 * own position back to it, and that write forces the page's layout inside React's commit.
 */
function scrollWindow(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  list: Virtualizer<Window, Element>,
) {
  if (offset + (options.adjustments ?? 0) === list.scrollOffset) return;
  windowScroll(offset, options, list);
}

/**
 * The window's size, for the list: reported once the page has been laid out (the first report of the root's
 * ResizeObserver) and on every resize. The library reads it as the list mounts, inside React's commit, and on a
 * phone's viewport that read forces the page's layout there. Until the report the list takes the screen's height,
 * which needs no layout: its first commit draws rows, as a page that returns to a place in the list (Back) expects.
 */
function observeWindowSize(list: Virtualizer<Window, Element>, report: (rect: Rect) => void) {
  const win = list.scrollElement;
  if (!win) return;
  const read = () => report({ width: win.innerWidth, height: win.innerHeight });
  win.addEventListener('resize', read, { passive: true });
  const stopObserving = afterLayout(win.document.documentElement, read);
  return () => {
    stopObserving?.();
    win.removeEventListener('resize', read);
  };
}

const screenRect = (): Rect => ({ width: 0, height: typeof screen === 'undefined' ? 0 : screen.height });

/** Calls `read` once `element` has been laid out and whenever its size changes (at once without ResizeObserver). */
function afterLayout(element: Element, read: () => void) {
  if (typeof ResizeObserver === 'undefined') {
    read();
    return;
  }
  const observer = new ResizeObserver(read);
  observer.observe(element);
  return () => observer.disconnect();
}

const GridRow = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  padding-bottom: ${({ theme }) => theme.space(4)};
`;

const CARD_MIN_WIDTH = 300;
const ROW_ESTIMATE = 260;

/**
 * A row's height: from its ResizeObserver's report, or read at once (`now`) so that a row scrolled into view is
 * drawn at its height in the same frame. Until the list's rows have first been laid out a row keeps the height
 * the list holds for it (its estimate) until its report: reading it then would force the page's layout inside
 * React's commit, in the program's heaviest task.
 */
function rowHeight(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  list: Virtualizer<Window, Element>,
  now: boolean,
) {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.round(box.blockSize);
  if (now && element instanceof HTMLElement) return element.offsetHeight;
  const index = list.indexFromElement(element);
  return list.itemSizeCache.get(list.options.getItemKey(index)) ?? ROW_ESTIMATE;
}

interface Cards {
  items: readonly ListedItem[];
  columns: number;
  renderCard: (item: ListedItem) => React.ReactNode;
}

/**
 * One row's cards. Kept as they are while only the list moves: the list renders again as it learns its offset
 * and measures its rows, and the cards (the heaviest part of the program's first render) need not.
 */
const Row = memo(function Row({ items, columns, renderCard }: Cards) {
  return <GridRow $columns={columns}>{items.map((item) => renderCard(item))}</GridRow>;
});

/** Rows of cards in the window's scroll, only the visible ones rendered. */
export function CardRows({ items, columns, renderCard }: Cards) {
  const listRef = useRef<HTMLDivElement>(null);
  // Read once the page is laid out: read during the commit, it would force that layout inside the render's task.
  // Until then the list counts from the page's top, which only widens the rows drawn.
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const list = listRef.current;
    if (list) return afterLayout(list, () => setOffset(list.offsetTop));
  }, []);
  // Whether rows have been laid out: the first report of a row's ResizeObserver says so. An effect having run does
  // not: the list may have been drawn empty while the program loaded, or committed hidden under a Suspense.
  const laidOut = useRef(false);
  const rows = useMemo(() => {
    const out: ListedItem[][] = [];
    for (let i = 0; i < items.length; i += columns) out.push(items.slice(i, i + columns));
    return out;
  }, [items, columns]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 4,
    scrollMargin: offset,
    measureElement: (element, entry, list) => {
      if (entry) laidOut.current = true;
      return rowHeight(element, entry, list, laidOut.current);
    },
    scrollToFn: scrollWindow,
    observeElementRect: observeWindowSize,
    initialRect: screenRect(),
  });
  return (
    <div
      ref={listRef}
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      data-testid="session-list"
    >
      {virtualizer.getVirtualItems().map((v) => (
        <div
          key={v.key}
          data-index={v.index}
          ref={virtualizer.measureElement}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${v.start - virtualizer.options.scrollMargin}px)`,
          }}
        >
          <Row items={rows[v.index] ?? []} columns={columns} renderCard={renderCard} />
        </div>
      ))}
    </div>
  );
}

/**
 * How many cards a row holds: as many as fit the list's width in the grid (null until that width is measured, so
 * that cards are not drawn at a guessed count and then drawn again), one in the list view. The width comes from the
 * list's ResizeObserver, whose first report follows the page's own layout: read in the commit, it would force that
 * layout inside the render's task.
 */
export function useColumns(view: 'grid' | 'list') {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el) return afterLayout(el, () => setWidth(el.clientWidth));
  }, []);
  const columns =
    view === 'list' ? 1 : width === null ? null : Math.max(1, Math.floor(width / CARD_MIN_WIDTH));
  return { ref, columns };
}
