import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EXHIBITORS } from '../../../schemas/constants';
import { Button } from '../../ui/Button';
import { cutLabel, type Facet } from './directoryModel';

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  legend { font-weight: 700; margin-bottom: ${({ theme }) => theme.space(2)}; }
  label { display: flex; gap: ${({ theme }) => theme.space(2)}; align-items: center; padding: 2px 0; }
  span.count { color: ${({ theme }) => theme.colors.muted}; margin-inline-start: auto; }
`;

/** One facet: checkboxes, the first `shown` of them until Show More. */
export function FacetGroup({
  title,
  facets,
  selected,
  onToggle,
  shown = EXHIBITORS.FACET_LIMIT,
  testId,
}: {
  title: string;
  facets: readonly Facet[];
  selected: readonly string[];
  onToggle: (id: string) => void;
  shown?: number;
  testId: string;
}) {
  const { t } = useTranslation('exhibitors');
  const [all, setAll] = useState(false);
  if (facets.length === 0) return null;
  const visible = all ? facets : facets.slice(0, shown);
  return (
    <Group data-testid={testId}>
      <legend>{title}</legend>
      {visible.map((f) => (
        <label key={f.id} title={f.label}>
          <input
            type="checkbox"
            checked={selected.includes(f.id)}
            onChange={() => onToggle(f.id)}
            aria-label={f.label}
          />
          <span aria-hidden="true">{cutLabel(f.label)}</span>
          <span className="count" aria-hidden="true">
            {f.count}
          </span>
        </label>
      ))}
      {facets.length > shown && (
        <Button type="button" $variant="link" onClick={() => setAll(!all)} aria-expanded={all}>
          {all ? t('exhibitors.showLess') : t('exhibitors.showMore')}
        </Button>
      )}
    </Group>
  );
}
