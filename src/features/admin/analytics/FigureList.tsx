import styled from 'styled-components';
import { adminBox } from '../adminLayout';

const List = styled.dl<{ $boxed: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  div { ${({ $boxed }) => ($boxed ? adminBox : '')} gap: ${({ theme }) => theme.space(1)}; }
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; font-size: 1.5rem; font-weight: 700; font-variant-numeric: tabular-nums; }
`;

export interface Figure {
  label: string;
  value: string | number;
  testId?: string;
}

/** Named figures side by side, each its label over its value; `boxed`, each in a box of its own. */
export function FigureList({ figures, boxed = false }: { figures: readonly Figure[]; boxed?: boolean }) {
  return (
    <List $boxed={boxed}>
      {figures.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd data-testid={f.testId}>{f.value}</dd>
        </div>
      ))}
    </List>
  );
}
