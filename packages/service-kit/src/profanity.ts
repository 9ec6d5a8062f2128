import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';

/**
 * Ordinary words the English dataset would flag because they contain a listed fragment.
 * Compared after the recommended transformers, so case does not matter.
 */
const projectWhitelist = [
  'assessment',
  'class',
  'passage',
  'scunthorpe',
  'cockpit',
  'penistone',
  'pussycat',
  'cocktail',
  'grasshopper',
];

/** Three or more single letters with one separator between each: "s h i t", "f-u-c-k", "s.h.i.t". */
const spacedLetters = /(?<![\p{L}\p{N}])\p{L}(?:[\s\-._*]\p{L}){2,}(?![\p{L}\p{N}])/gu;
const wordChar = /[\p{L}\p{N}$@*]/u;

export interface ProfanityFilter {
  /** The text with every profane word replaced by asterisks of the same length. */
  mask(text: string): string;
  /** The profane words the text holds, as written, each once (empty when it is clean). */
  find(text: string): string[];
}

export const createProfanityFilter = (): ProfanityFilter => {
  const built = englishDataset.build();
  const matcher = new RegExpMatcher({
    ...built,
    whitelistedTerms: [...(built.whitelistedTerms ?? []), ...projectWhitelist],
    ...englishRecommendedTransformers,
  });

  const maskRange = (chars: string[], start: number, end: number) => {
    for (let i = start; i <= end; i++) if (!/\s/u.test(chars[i] ?? '')) chars[i] = '*';
  };

  const filterMask = (text: string): string => {
    // Work on code points so a match index maps to one character.
    const chars = Array.from(text);
    const plain = chars.join('');
    // Letters spelled out one by one: join them and mask the whole run when the word is profane.
    for (const run of plain.matchAll(spacedLetters)) {
      const joined = run[0].replace(/[\s\-._*]/gu, '');
      if (!matcher.hasMatch(joined)) continue;
      const start = Array.from(plain.slice(0, run.index)).length;
      maskRange(chars, start, start + Array.from(run[0]).length - 1);
    }
    const current = chars.join('');
    for (const match of matcher.getAllMatches(current)) {
      // The match may be part of a word ("fucking"): mask the whole word it sits in.
      const codePoints = Array.from(current);
      let start = Array.from(current.slice(0, match.startIndex)).length;
      let end = Array.from(current.slice(0, match.endIndex + 1)).length - 1;
      while (start > 0 && wordChar.test(codePoints[start - 1] ?? '')) start--;
      while (end < codePoints.length - 1 && wordChar.test(codePoints[end + 1] ?? '')) end++;
      maskRange(chars, start, end);
    }
    return chars.join('');
  };

  return {
    mask: filterMask,
    find: (text) => {
      const masked = Array.from(filterMask(text));
      const original = Array.from(text);
      const words: string[] = [];
      let current = '';
      for (let i = 0; i <= original.length; i++) {
        const hidden = i < original.length && masked[i] === '*' && original[i] !== '*';
        const joinsRun =
          i < original.length &&
          current &&
          !hidden &&
          /[\s\-._]/u.test(original[i] ?? '') &&
          masked[i + 1] === '*';
        if (hidden) current += original[i];
        else if (joinsRun) current += original[i];
        else if (current) {
          if (!words.includes(current)) words.push(current);
          current = '';
        }
      }
      return words;
    },
  };
};
