import { describe, expect, it } from 'vitest';
import { presentersFirst } from '../../../src/features/program/presentersFirst';

const person = (Firstname: string, Lastname: string) => ({ Firstname, Lastname });
const names = (list: { Firstname: string; Lastname: string }[]) => list.map((p) => p.Lastname);
const panel = [
  person('Sam', 'Zimmermann'),
  person('Noah', 'Lee'),
  person('Lara', 'Ito'),
  person('Eli', 'Silva'),
  person('Elías', 'Núñez'),
];

describe('presentersFirst', () => {
  it('keeps the order without a search', () => {
    expect(names(presentersFirst(panel, '  '))).toEqual(['Zimmermann', 'Lee', 'Ito', 'Silva', 'Núñez']);
  });
  it("puts the searched speaker first, then those matching fewer words, in the card's order", () => {
    expect(names(presentersFirst(panel, 'Eli Silva'))).toEqual([
      'Silva',
      'Núñez',
      'Zimmermann',
      'Lee',
      'Ito',
    ]);
  });
  it('matches without accents or case', () => {
    expect(names(presentersFirst(panel, 'nunez'))[0]).toBe('Núñez');
  });
});
