import type { VotingAbstract } from '../../../schemas/voting';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The abstracts whose title or presenter holds every word of the query (case and accents ignored). */
export function searchAbstracts(
  abstracts: readonly VotingAbstract[],
  query: string,
): readonly VotingAbstract[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return abstracts;
  return abstracts.filter((a) => {
    const text = fold(`${a.title} ${a.presenter}`);
    return words.every((w) => text.includes(w));
  });
}
