import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';

const Scroller = styled.div`
  overflow-y: auto;
  > ul { list-style: none; margin: 0; padding: 0; position: relative; }
  > ul > li { position: absolute; top: 0; inset-inline-start: 0; }
`;

/** The width of an element, followed as it changes (0 until measured, and where nothing measures). */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * A long list drawn a window at a time (@tanstack/react-virtual), so 20,000 people stay instant: items in rows of
 * fixed height, as many columns as fit `minColumnWidth` (one without it), the scroller as high as `pageSize`
 * items need (at most `maxHeight`). Each item is a list item; `itemKey` keeps them apart.
 */
export function VirtualGrid({
  count,
  rowHeight,
  pageSize,
  minColumnWidth,
  gap = 0,
  maxHeight,
  label,
  itemKey,
  renderItem,
}: {
  count: number;
  rowHeight: number;
  pageSize: number;
  minColumnWidth?: number;
  gap?: number;
  maxHeight: string;
  label?: string;
  itemKey: (index: number) => string;
  renderItem: (index: number) => ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const width = useWidth(scroller);
  const columns =
    minColumnWidth && width > 0 ? Math.max(1, Math.floor((width + gap) / (minColumnWidth + gap))) : 1;
  const visibleRows = Math.ceil(pageSize / columns);
  const rowCount = Math.ceil(count / columns);
  const rows = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight + gap,
    overscan: visibleRows,
    initialRect: { width: 0, height: (rowHeight + gap) * visibleRows },
  });
  const columnWidth = `calc((100% - ${(columns - 1) * gap}px) / ${columns})`;
  return (
    <Scroller
      ref={scroller}
      data-columns={columns}
      style={{ maxHeight: `min(${(rowHeight + gap) * visibleRows}px, ${maxHeight})` }}
    >
      <ul aria-label={label} style={{ height: rows.getTotalSize() }}>
        {rows.getVirtualItems().flatMap((row) =>
          Array.from({ length: columns }, (_, column) => {
            const index = row.index * columns + column;
            if (index >= count) return null;
            return (
              <li
                key={itemKey(index)}
                style={{
                  width: columnWidth,
                  height: rowHeight,
                  insetInlineStart: `calc(${column} * (${columnWidth} + ${gap}px))`,
                  transform: `translateY(${row.start}px)`,
                }}
              >
                {renderItem(index)}
              </li>
            );
          }),
        )}
      </ul>
    </Scroller>
  );
}
