import { ASSISTANT_ALTERNATIVES, type AssistantMatch } from '@canstring/contracts';
import MiniSearch from 'minisearch';
import type { SynonymMap } from './synonym-map';
import { termsOf } from './text-terms';

export interface IndexedEntry {
  id: number;
  question: string;
  answer: string;
  keywords: string;
}

export interface SearchOutcome {
  best: AssistantMatch | null;
  alternatives: AssistantMatch[];
}

/**
 * A best entry scores at least this much per term of the question, or the answer is 'no good match'.
 * Measured on the seeded knowledge base: paraphrases of its questions score 6 and more a term, questions
 * about other things under 3.
 */
export const MATCH_THRESHOLD_PER_TERM = 3.5;
/** How much a synonym of a word asked counts, beside the word itself. */
const SYNONYM_WEIGHT = 0.4;
/** An alternative is shown only when it scores at least this share of the best. */
const ALTERNATIVE_SHARE = 0.35;

/**
 * The knowledge base in memory: MiniSearch over stemmed terms without stop words, fuzzy (0.2) and prefix
 * matching, the question weighing most, and each term of a question widened by its synonyms.
 */
export const createKnowledgeIndex = (entries: readonly IndexedEntry[], synonyms: SynonymMap) => {
  const search = new MiniSearch<IndexedEntry>({
    fields: ['question', 'keywords', 'answer'],
    storeFields: ['question', 'answer'],
    tokenize: (text) => termsOf(text),
    processTerm: (term) => term,
    searchOptions: {
      boost: { question: 3, keywords: 1.5, answer: 0.3 },
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      prefix: (term) => term.length > 3,
      combineWith: 'OR',
      weights: { fuzzy: 0.3, prefix: 0.5 },
    },
  });
  search.addAll(entries);
  const byId = new Map(entries.map((e) => [e.id, e]));

  return {
    size: entries.length,
    search: (question: string): SearchOutcome => {
      const terms = termsOf(question);
      if (terms.length === 0 || entries.length === 0) return { best: null, alternatives: [] };
      const asked = new Set(terms);
      const widened = [...new Set(terms.flatMap((t) => [t, ...(synonyms.get(t) ?? [])]))];
      // A synonym widens the question but weighs less than the words actually asked.
      const results = search.search(widened.join(' '), {
        boostTerm: (term) => (asked.has(term) ? 1 : SYNONYM_WEIGHT),
      });
      const matches: AssistantMatch[] = results.flatMap((r) => {
        const entry = byId.get(Number(r.id));
        return entry
          ? [{ entryId: entry.id, question: entry.question, answer: entry.answer, score: r.score }]
          : [];
      });
      const top = matches[0];
      if (!top || top.score / terms.length < MATCH_THRESHOLD_PER_TERM)
        return { best: null, alternatives: [] };
      return {
        best: top,
        alternatives: matches
          .slice(1, 1 + ASSISTANT_ALTERNATIVES)
          .filter((m) => m.score >= top.score * ALTERNATIVE_SHARE),
      };
    },
  };
};
export type KnowledgeIndex = ReturnType<typeof createKnowledgeIndex>;
