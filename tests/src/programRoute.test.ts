import { describe, expect, it } from 'vitest';
import { PROGRAM_PATH, programRoute } from '../../src/app/programRoute';

const route = (path: string) => {
  const m = PROGRAM_PATH.exec(path);
  return m ? programRoute(m.groups ?? {}) : null;
};

describe('program area addresses', () => {
  it('reads the list, a session, a child item, a search result and a presentation list', () => {
    expect(route('/main/sessions')).toEqual({ kind: 'list' });
    expect(route('/main/sessions/')).toEqual({ kind: 'list' });
    expect(route('/main/sessions/7')).toEqual({
      kind: 'session',
      sessionId: 7,
      childId: null,
      fromSearch: false,
    });
    expect(route('/main/sessions/7/701')).toEqual({
      kind: 'session',
      sessionId: 7,
      childId: 701,
      fromSearch: false,
    });
    expect(route('/main/sessions/7/701/1')).toEqual({
      kind: 'session',
      sessionId: 7,
      childId: 701,
      fromSearch: true,
    });
    expect(route('/main/sessions/presentations/7')).toEqual({ kind: 'presentations', sessionId: 7 });
  });

  it('leaves other addresses to the 404 page', () => {
    expect(route('/main/sessions/7/701/2')).toEqual({ kind: 'notFound' });
    expect(route('/main/sessions/presentations/7/1')).toEqual({ kind: 'notFound' });
    expect(route('/main/sessions/7/701/1/x')).toBeNull();
    expect(route('/main/sessionsx')).toBeNull();
  });

  it('decodes the ids once here: an address whose ids are not whole numbers is not found', () => {
    for (const path of [
      '/main/sessions/abc',
      '/main/sessions/7/x1',
      '/main/sessions/-7',
      '/main/sessions/1e3',
      '/main/sessions/99999999999',
      '/main/sessions/presentations/abc',
    ])
      expect(route(path), path).toEqual({ kind: 'notFound' });
  });
});
