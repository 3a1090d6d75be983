import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ADMIN_NAMESPACE } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { AdminTable, TableScroll } from '../adminLayout';

export interface FigureColumn<R> {
  key: string;
  label: string;
  /** What the column sorts by. */
  value: (row: R) => string | number | null;
  /** Kept on one line (dates). */
  nowrap?: boolean;
  /** How the cell shows (the value by default). */
  render?: (row: R) => ReactNode;
  numeric?: boolean;
}

const Table = styled(AdminTable)`
  td:first-child { min-width: 12rem; }
`;
const SortButton = styled.button`
  all: unset;
  cursor: pointer;
  font-weight: 600;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
`;
const Num = styled.td`
  text-align: end !important;
  font-variant-numeric: tabular-nums;
`;
const Search = styled.label`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
  }
`;

type Sort = { key: string; descending: boolean };

/** Rows shown at first, and added by each "Show more". */
const PAGE = 20;

const compare = (a: string | number | null, b: string | number | null) => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
};

/**
 * A table of figures: each column sorts by its header (a button; the header says which way), and, with
 * `searchText`, a search box keeps the rows whose text has what is typed.
 */
export function FiguresTable<R>({
  labelledBy,
  columns,
  rows,
  rowKey,
  searchText,
  initialSort,
  testId,
}: {
  labelledBy: string;
  columns: FigureColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  searchText?: (row: R) => string;
  initialSort?: Sort;
  testId?: string;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const searchId = useId();
  const [sort, setSort] = useState<Sort | null>(initialSort ?? null);
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const shown = useMemo(() => {
    const wanted = query.trim().toLocaleLowerCase();
    const found =
      searchText && wanted
        ? rows.filter((r) => searchText(r).toLocaleLowerCase().includes(wanted))
        : [...rows];
    const column = sort && columns.find((c) => c.key === sort.key);
    if (!column || !sort) return found;
    return found.sort((a, b) => compare(column.value(a), column.value(b)) * (sort.descending ? -1 : 1));
  }, [rows, columns, sort, query, searchText]);
  const sortBy = (column: FigureColumn<R>) =>
    setSort((s) =>
      s?.key === column.key
        ? { key: column.key, descending: !s.descending }
        : { key: column.key, descending: Boolean(column.numeric) },
    );
  return (
    <>
      {searchText ? (
        <Search htmlFor={searchId}>
          {t('analytics.search')}
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setLimit(PAGE);
            }}
          />
          <span aria-live="polite">
            {t('analytics.showing', { shown: shown.length, total: rows.length })}
          </span>
        </Search>
      ) : null}
      <TableScroll tabIndex={0} role="group" aria-labelledby={labelledBy}>
        <Table aria-labelledby={labelledBy} data-testid={testId}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={sort?.key === c.key ? (sort.descending ? 'descending' : 'ascending') : undefined}
                  style={c.numeric ? { textAlign: 'end' } : undefined}
                >
                  <SortButton type="button" onClick={() => sortBy(c)}>
                    {c.label}
                    <span aria-hidden="true">
                      {sort?.key === c.key ? (sort.descending ? ' ▼' : ' ▲') : ''}
                    </span>
                  </SortButton>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.slice(0, limit).map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => {
                  const cell = c.render ? c.render(row) : (c.value(row) ?? '–');
                  if (c.numeric) return <Num key={c.key}>{cell}</Num>;
                  return (
                    <td key={c.key} style={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                      {cell}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      {shown.length > limit ? (
        <div>
          <Button type="button" $variant="secondary" onClick={() => setLimit(limit + PAGE)}>
            {t('analytics.showMore', { count: Math.min(PAGE, shown.length - limit), total: shown.length })}
          </Button>
        </div>
      ) : null}
    </>
  );
}
