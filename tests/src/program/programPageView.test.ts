import { describe, expect, it } from 'vitest';
import type { EventConfig } from '../../../schemas/eventConfig';
import type { ListedItem } from '../../../schemas/program';
import {
  cardLabelsOf,
  hideNoAccessOf,
  listClock,
  programPageView,
} from '../../../src/features/program/programPage.view';
import { parseQuery } from '../../../src/features/program/programQuery';
import { settings } from '../../machines/fixtures';

const ready = { status: 'ready' } as const;
const at = (search: string) => parseQuery(search);

describe('program page view', () => {
  it('shows loading, the failure, the search under way or an unknown page instead of results', () => {
    const query = at('');
    expect(
      programPageView({
        program: { status: 'loading' },
        searching: false,
        unknownPage: false,
        query,
        total: 0,
      }),
    ).toMatchObject({ notices: [{ kind: 'loading' }], showResults: false });
    expect(
      programPageView({
        program: { status: 'failed', message: 'offline' },
        searching: false,
        unknownPage: false,
        query,
        total: 0,
      }).notices,
    ).toEqual([{ kind: 'failed', message: 'offline' }]);
    expect(
      programPageView({ program: ready, searching: true, unknownPage: false, query, total: 0 }),
    ).toMatchObject({ notices: [{ kind: 'searching' }], showResults: false });
    expect(
      programPageView({ program: ready, searching: false, unknownPage: true, query, total: 3 }),
    ).toMatchObject({ notices: [{ kind: 'unknownPage' }], showResults: false });
    expect(
      programPageView({ program: ready, searching: false, unknownPage: false, query, total: 3 }),
    ).toMatchObject({ notices: [], showResults: true, empty: null });
  });

  it('says why a list is empty: no match for the query, or no sessions', () => {
    const base = { program: ready, searching: false, unknownPage: false, total: 0 };
    expect(programPageView({ ...base, query: at('query=%20heart%20') }).empty).toEqual({
      key: 'program.noResults',
      query: 'heart',
    });
    expect(programPageView({ ...base, query: at('') }).empty).toEqual({ key: 'program.noSessions' });
  });

  it('lays posters out in their hall, except on a custom abstract page', () => {
    const base = { program: ready, searching: false, unknownPage: false, total: 2 };
    expect(programPageView({ ...base, query: at('hierarchicalMenu[screen]=posters') }).layout).toBe(
      'posters',
    );
    expect(
      programPageView({ ...base, query: at('hierarchicalMenu[screen]=posters&customAbstractPage=p1') })
        .layout,
    ).toBe('cards');
    expect(programPageView({ ...base, query: at('') }).layout).toBe('cards');
  });

  it('moves only the clocked modes with the clock', () => {
    expect(listClock('live_now', 42)).toBe(42);
    expect(listClock('office_hours', 42)).toBe(42);
    expect(listClock('all', 42)).toBe(0);
  });

  it('labels cards from the configuration, else from the item, and reads hide-no-access', () => {
    const config: EventConfig = {
      ...settings,
      session_type_array: [{ id: 3, label: 'Symposium' }],
      session_card_config: { hide_no_access: 1 },
    };
    const labels = cardLabelsOf(config);
    expect(labels({ session_type_id: '3', program_track_name: 'Cardio' } as unknown as ListedItem)).toEqual({
      type: 'Symposium',
      track: 'Cardio',
    });
    expect(labels({ session_type_id: 9, proposal_type: 'Poster' } as unknown as ListedItem).type).toBe(
      'Poster',
    );
    expect(hideNoAccessOf(config)).toBe(true);
    expect(hideNoAccessOf(settings)).toBe(false);
  });
});
