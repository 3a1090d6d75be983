import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { ListedItem } from '../../../schemas/program';
import { PageNav } from '../../ui/PageNav';
import type { Page } from './filterSessions';
import type { ProgramPageView } from './programPage.view';

export const Empty = styled.p`
  padding: ${({ theme }) => theme.space(8)};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const Related = styled.p`
  text-align: center;
`;

const Pager = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  justify-content: center;
  margin: ${({ theme }) => theme.space(4)} 0;
`;

/** One page of the program list: its count, the items laid out (cards or poster hall) or why there are none, and the pages. */
export function ProgramResults({
  view,
  page,
  moreRelated,
  layout,
  onPage,
}: {
  view: ProgramPageView;
  page: Page<ListedItem>;
  /** The address listing the search's loosely related results too, when it has some not shown. */
  moreRelated: string | null;
  /** The page's items, laid out. */
  layout: ReactNode;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p aria-live="polite" data-testid="result-count">
        {t('program.count', { count: page.total })}
      </p>
      {view.empty ? (
        <Empty data-testid="no-results">
          {view.empty.key === 'program.noResults'
            ? t(view.empty.key, { query: view.empty.query })
            : t(view.empty.key)}
        </Empty>
      ) : (
        layout
      )}
      {page.pages > 1 && (
        <Pager>
          <PageNav page={page.page} pages={page.pages} onPage={onPage} />
        </Pager>
      )}
      {moreRelated && (page.page === page.pages || page.total === 0) && (
        <Related>
          <Link href={moreRelated} data-testid="more-related">
            {t('program.moreRelated')}
          </Link>
        </Related>
      )}
    </>
  );
}
