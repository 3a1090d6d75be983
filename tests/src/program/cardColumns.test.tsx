// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useColumns } from '../../../src/features/program/CardRows';

afterEach(cleanup);

/** Renders a list box of `width` pixels and records the column count of every render. */
function columnsOver(view: 'grid' | 'list', width: number) {
  const seen: (number | null)[] = [];
  function List() {
    const { ref, columns } = useColumns(view);
    seen.push(columns);
    return <div ref={ref} />;
  }
  const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => width });
  try {
    render(<List />);
  } finally {
    if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
  }
  return seen;
}

describe('the program grid’s columns', () => {
  it.each([
    [412, 1],
    [960, 3],
  ])(
    'are unknown until a %i px list is measured, then %i: no card is drawn at a guessed count',
    (width, columns) => {
      const seen = columnsOver('grid', width);
      expect(seen[0]).toBeNull();
      expect(seen.slice(1).length).toBeGreaterThan(0);
      expect(new Set(seen.slice(1))).toEqual(new Set([columns]));
    },
  );

  it('are one in the list view, from the first render', () => {
    expect(new Set(columnsOver('list', 1200))).toEqual(new Set([1]));
  });
});
