import model from 'wink-eng-lite-web-model';
import winkNLP, { type ItemToken } from 'wink-nlp';

const nlp = winkNLP(model);
const its = nlp.its;

/** Words kept although wink-nlp counts them as stop words: they tell questions apart here. */
const kept = new Set([
  'off',
  'on',
  'up',
  'out',
  'down',
  'all',
  'not',
  'no',
  'own',
  'back',
  'first',
  'last',
  'more',
]);

/**
 * The searchable terms of a text: its words, lower-cased and stemmed (Porter stems by wink-nlp), without
 * stop words. HTML or script is just text here: tags become words like any other.
 */
export const termsOf = (text: string): string[] => {
  const terms: string[] = [];
  nlp
    .readDoc(text.toLowerCase())
    .tokens()
    .each((token: ItemToken) => {
      const type = token.out(its.type);
      if (type !== 'word' && type !== 'number') return;
      const word = token.out();
      if (token.out(its.stopWordFlag) && !kept.has(word)) return;
      // wink's typings give `its.stem` a signature `out` does not accept; it returns the stem.
      const stem = String(token.out(its.stem as unknown as typeof its.value));
      if (stem.length > 0) terms.push(stem);
    });
  return terms;
};

/** The stem of one word, as termsOf would give it (undefined for a stop word). */
export const stemOf = (word: string): string | undefined => termsOf(word)[0];
