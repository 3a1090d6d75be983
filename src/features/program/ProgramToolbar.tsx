import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PROGRAM_LIST } from '../../../schemas/constants';
import { Button } from '../../ui/Button';
import { DrawerToggle } from '../../ui/Drawer';
import { ZoneSwitch } from '../../myEvent/ZoneSwitch';
import { cleared, hasFilters, type ProgramQuery, withChange } from './programQuery';
import { SearchBox } from './SearchBox';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(4)};
  input[type='search'] {
    flex: 1;
    min-width: 200px;
    min-height: 40px;
    padding: 0 12px;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  select { min-height: 40px; font: inherit; }
`;

/** Above the program list: the filters drawer (small screens), search, grid or list, page size, Clear All. */
export function ProgramToolbar({
  query,
  go,
  drawerOpen,
  onToggleDrawer,
  eventZone,
}: {
  query: ProgramQuery;
  go: (next: ProgramQuery) => void;
  drawerOpen: boolean;
  onToggleDrawer: () => void;
  /** The conference time zone, for the switch between its clock and the reader's. */
  eventZone: string;
}) {
  const { t } = useTranslation();
  return (
    <Bar>
      <DrawerToggle type="button" $variant="secondary" onClick={onToggleDrawer} aria-expanded={drawerOpen}>
        {t('program.filters')}
      </DrawerToggle>
      <SearchBox value={query.q} onSearch={(q) => go(withChange(query, { q }))} />
      {(['grid', 'list'] as const).map((view) => (
        <Button
          key={view}
          type="button"
          $variant={query.view === view ? 'primary' : 'secondary'}
          aria-pressed={query.view === view}
          onClick={() => go({ ...query, view })}
        >
          {t(`program.${view}`)}
        </Button>
      ))}
      <label>
        {t('program.pageSize')}{' '}
        <select value={query.size} onChange={(e) => go(withChange(query, { size: Number(e.target.value) }))}>
          {PROGRAM_LIST.PAGE_SIZES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <ZoneSwitch eventZone={eventZone} />
      {hasFilters(query) && (
        <Button type="button" $variant="link" onClick={() => go(cleared(query))}>
          {t('program.clearAll')}
        </Button>
      )}
    </Bar>
  );
}
