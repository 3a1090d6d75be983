interface Named {
  readonly Firstname: string;
  readonly Lastname: string;
}

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The presenters in their order, those whose name holds a word of the search first: a card found by a
 * speaker's name names that speaker even when it lists more people than it shows.
 */
export function presentersFirst<P extends Named>(presenters: readonly P[], query: string): P[] {
  const words = folded(query)
    .split(/\s+/)
    .filter((w) => w.length >= 2);
  if (words.length === 0) return [...presenters];
  const hits = (p: P) => {
    const name = folded(`${p.Firstname} ${p.Lastname}`);
    return words.filter((w) => name.includes(w)).length;
  };
  return presenters
    .map((p, at) => ({ p, at, hits: hits(p) }))
    .sort((a, b) => b.hits - a.hits || a.at - b.at)
    .map((x) => x.p);
}
