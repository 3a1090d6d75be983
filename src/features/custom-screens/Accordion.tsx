import { Fragment, useId, useState } from 'react';
import styled from 'styled-components';
import type { AccordionItem } from '../../../schemas/customScreen';
import { SafeHtml } from '../../ui/SafeHtml';

const List = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  h2 + section {
    padding: ${({ theme }) => `0 ${theme.space(4)} ${theme.space(3)}`};
  }
  & > h2:not(:first-child) {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
const Toggle = styled.button`
  display: flex;
  width: 100%;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  text-align: start;
  color: inherit;
  cursor: pointer;
  &::after {
    content: '+';
    font-size: 1.25rem;
    line-height: 1;
  }
  &[aria-expanded='true']::after {
    content: '−';
  }
`;

/**
 * The items of an Accordion screen (002 §2 /main/faq/{id}) in the disclosure pattern: each title is a button in
 * a heading that shows and hides its content, announced by aria-expanded; any number may be open.
 */
export function Accordion({
  items,
  navigate,
}: {
  items: readonly AccordionItem[];
  navigate: (path: string) => void;
}) {
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (i: number) => {
    const next = new Set(open);
    if (!next.delete(i)) next.add(i);
    setOpen(next);
  };
  return (
    <List data-testid="accordion">
      {items.map((item, i) => {
        const expanded = open.has(i);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the items are the screen's fixed list
          <Fragment key={i}>
            <h2>
              <Toggle
                type="button"
                id={`${base}-${i}-title`}
                aria-expanded={expanded}
                aria-controls={`${base}-${i}`}
                onClick={() => toggle(i)}
              >
                {item.title}
              </Toggle>
            </h2>
            <section id={`${base}-${i}`} aria-labelledby={`${base}-${i}-title`} hidden={!expanded}>
              <SafeHtml html={item.content} navigate={navigate} />
            </section>
          </Fragment>
        );
      })}
    </List>
  );
}
