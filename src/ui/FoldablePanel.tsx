import { type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from './Button';

const Panel = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  h2 { margin: 0; font-size: 1.05rem; }
`;
const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * A titled panel the user folds away or opens again (the program's and the directory's suggestions); its
 * content is rendered only while open. `className` styles the panel and its content.
 */
export function FoldablePanel({
  title,
  hideLabel,
  showLabel,
  testId,
  className,
  children,
}: {
  title: string;
  hideLabel: string;
  showLabel: string;
  testId: string;
  className?: string;
  children: (contentId: string) => ReactNode;
}) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <Panel aria-labelledby={`${id}-title`} data-testid={testId} className={className}>
      <Head>
        <h2 id={`${id}-title`}>{title}</h2>
        <Button
          type="button"
          $variant="link"
          aria-expanded={open}
          aria-controls={`${id}-content`}
          onClick={() => setOpen(!open)}
        >
          {open ? hideLabel : showLabel}
        </Button>
      </Head>
      {open ? children(`${id}-content`) : null}
    </Panel>
  );
}
