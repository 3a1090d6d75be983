import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TaskRow } from './taskRows';

const Scroll = styled.div`
  overflow-x: auto;
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  th, td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    @media (max-width: ${({ theme }) => theme.breakpoints.small}px) {
      padding: ${({ theme }) => `${theme.space(2)} ${theme.space(1)}`};
    }
  }
  td:not(:first-child), th:not(:first-child) { text-align: end; white-space: nowrap; }
  tbody th[colspan] { background: ${({ theme }) => theme.colors.background}; font-weight: 600; }
`;

/** My Tasks (002 §2): 'My Points: {n}' and a table of the tasks with Task, Done, Earned and Available. */
export function MyTasks({ rows, points }: { rows: readonly TaskRow[]; points: number }) {
  const { t } = useTranslation('game');
  const groups = [...new Set(rows.map((r) => r.group))];
  return (
    <div data-testid="my-tasks">
      <h2 data-testid="my-points">{t('game.myPoints', { n: points })}</h2>
      {rows.length === 0 ? (
        <p>{t('game.noTasks')}</p>
      ) : (
        <Scroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('game.colTask')}</th>
                <th scope="col">{t('game.colDone')}</th>
                <th scope="col">{t('game.colEarned')}</th>
                <th scope="col">{t('game.colAvailable')}</th>
              </tr>
            </thead>
            {groups.map((group) => (
              <tbody key={group}>
                <tr>
                  <th scope="colgroup" colSpan={4}>
                    {group}
                  </th>
                </tr>
                {rows
                  .filter((r) => r.group === group)
                  .map((r) => (
                    <tr key={r.id} data-testid="task-row">
                      <td>{r.label}</td>
                      <td>{r.done}</td>
                      <td>{r.earned}</td>
                      <td>{r.available === null ? t('game.unlimited') : r.available}</td>
                    </tr>
                  ))}
              </tbody>
            ))}
          </Table>
        </Scroll>
      )}
    </div>
  );
}
