import { describe, expect, test } from 'vitest';
import { openPath } from '../../../src/features/program/openPath';
import { listed } from './items';

describe('a program card opens', () => {
  const abstract = listed({ internal_type: 'abstract', session_id: 7, ab_id: 701 });
  const programItem = listed({ internal_type: 'program', session_id: 7, program_id: 901 });

  test('a session at its own address', () => {
    expect(openPath(listed({ session_id: 12 }), '')).toBe('/main/sessions/12');
  });

  test('abstracts and program items at the addresses of the routes table', () => {
    expect(openPath(abstract, '')).toBe('/main/sessions/7/701');
    expect(openPath(programItem, '')).toBe('/main/sessions/7/901');
  });

  test('an abstract found by search as a search result that keeps the list query', () => {
    const search = 'query=ecg&hierarchicalMenu[screen]=all';
    expect(openPath(abstract, search)).toBe(`/main/sessions/7/701/1?${search}`);
    expect(openPath(programItem, search)).toBe('/main/sessions/7/901');
  });
});
