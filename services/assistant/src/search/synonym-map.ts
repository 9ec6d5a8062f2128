import { stemOf } from './text-terms';

/** Words and the words that mean the same to a searcher here; both sides stemmed when the map is built. */
export type SynonymList = ReadonlyArray<{ word: string; alike: string }>;

/** A map from a stem to the stems of its synonyms (both ways). */
export type SynonymMap = ReadonlyMap<string, readonly string[]>;

export const buildSynonymMap = (list: SynonymList): SynonymMap => {
  const map = new Map<string, Set<string>>();
  const link = (a: string, b: string) => {
    if (a === b) return;
    if (!map.has(a)) map.set(a, new Set());
    map.get(a)?.add(b);
  };
  for (const { word, alike } of list) {
    const stem = stemOf(word);
    if (!stem) continue;
    const others = alike
      .split(/\s+/)
      .map((w) => stemOf(w))
      .filter((s): s is string => Boolean(s));
    for (const other of others) {
      link(stem, other);
      link(other, stem);
    }
  }
  return new Map([...map].map(([k, v]) => [k, [...v]]));
};
