import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import styled, { useTheme } from 'styled-components';
import { ADMIN_NAMESPACE } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { AdminTable, TableScroll } from '../adminLayout';

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  figcaption { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: ${({ theme }) => theme.space(2)}; font-weight: 600; }
`;
const Plot = styled.div`
  width: 100%;
  height: 240px;
`;
const Num = styled.td`
  text-align: end !important;
  font-variant-numeric: tabular-nums;
`;

export interface ChartPoint {
  /** Tells the point from the others (labels may repeat: the same time on two days). */
  key: string;
  /** The label of the point on its axis (a day, a time, a feature). */
  label: string;
  value: number;
}

/**
 * A chart with its table: the same points drawn (bars or an area) or listed, a button switching between the
 * two, so that the figures are there for a screen reader and for a keyboard.
 */
export function ChartFigure({
  labelledBy,
  caption,
  labelName,
  valueName,
  points,
  kind,
  testId,
}: {
  /** The heading that names the chart. */
  labelledBy: string;
  /** What the chart shows, when the heading does not say it all. */
  caption?: string;
  /** What the labels are ("Day", "Minute", "Feature"): the table's first column. */
  labelName: string;
  /** What the values are ("Attendees", "Viewers"): the table's column and the tooltip's name. */
  valueName: string;
  points: readonly ChartPoint[];
  kind: 'bars' | 'area';
  testId?: string;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const theme = useTheme();
  const captionId = useId();
  const named = caption ? `${labelledBy} ${captionId}` : labelledBy;
  const [asTable, setAsTable] = useState(false);
  const data = points.map((p) => ({ label: p.label, [valueName]: p.value }));
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke={theme.colors.border} />
      <XAxis dataKey="label" tick={{ fill: theme.colors.text, fontSize: 12 }} />
      <YAxis allowDecimals={false} width={40} tick={{ fill: theme.colors.text, fontSize: 12 }} />
      <Tooltip />
    </>
  );
  return (
    <Figure data-testid={testId}>
      <figcaption id={captionId}>
        {caption}
        <Button
          type="button"
          $variant="secondary"
          aria-pressed={asTable}
          onClick={() => setAsTable(!asTable)}
        >
          {t('analytics.showTable')}
        </Button>
      </figcaption>
      {points.length === 0 ? (
        <p>{t('analytics.noData')}</p>
      ) : asTable ? (
        <TableScroll tabIndex={0} role="group" aria-labelledby={named}>
          <AdminTable aria-labelledby={named}>
            <thead>
              <tr>
                <th scope="col">{labelName}</th>
                <th scope="col" style={{ textAlign: 'end' }}>
                  {valueName}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.key}>
                  <td>{p.label}</td>
                  <Num>{p.value}</Num>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        </TableScroll>
      ) : (
        // The drawing repeats the table's figures, which the button above shows to everyone.
        <Plot role="img" aria-labelledby={named}>
          <ResponsiveContainer width="100%" height="100%">
            {kind === 'bars' ? (
              <BarChart data={data} accessibilityLayer={false}>
                {axes}
                <Bar dataKey={valueName} fill={theme.colors.primary} isAnimationActive={false} />
              </BarChart>
            ) : (
              <AreaChart data={data} accessibilityLayer={false}>
                {axes}
                <Area
                  dataKey={valueName}
                  type="monotone"
                  stroke={theme.colors.primaryDark}
                  fill={theme.colors.primaryLight}
                  isAnimationActive={false}
                />
              </AreaChart>
            )}
          </ResponsiveContainer>
        </Plot>
      )}
    </Figure>
  );
}
