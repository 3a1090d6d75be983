import type { ReactNode } from 'react';
import styled from 'styled-components';
import { adminBox } from '../adminLayout';

const Box = styled.section`
  ${adminBox}
`;

/** A titled box of the analytics; its heading's id is `id`, for the tables and charts it names. */
export function FiguresSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Box>
  );
}
