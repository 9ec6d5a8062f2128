import type { Database } from '@canstring/service-kit';
import { allEntries, allSynonyms, readVersion } from '../db/entries-repository';
import type { AssistantSchema } from '../db/schema';
import { createKnowledgeIndex, type KnowledgeIndex, type SearchOutcome } from './knowledge-index';
import { buildSynonymMap } from './synonym-map';

export interface KnowledgeSearch {
  /** Searches the knowledge base as it is in the database now (the index is rebuilt when it changed). */
  search(question: string): Promise<SearchOutcome & { empty: boolean }>;
}

/**
 * The index lives in each instance's memory; the database's version number says when it is stale (an
 * administrator changed it through any instance), so each question costs one small read.
 */
export const createKnowledgeSearch = (db: Database<AssistantSchema>): KnowledgeSearch => {
  let built: { version: number; index: KnowledgeIndex } | undefined;
  let building: Promise<{ version: number; index: KnowledgeIndex }> | undefined;

  const rebuild = async (version: number) => {
    const [entries, synonymRows] = await Promise.all([allEntries(db), allSynonyms(db)]);
    return { version, index: createKnowledgeIndex(entries, buildSynonymMap(synonymRows)) };
  };

  const current = async () => {
    const version = await readVersion(db);
    if (built && built.version >= version) return built.index;
    building ??= rebuild(version).finally(() => {
      building = undefined;
    });
    const fresh = await building;
    if (!built || fresh.version > built.version) built = fresh;
    return fresh.index;
  };

  return {
    search: async (question) => {
      const index = await current();
      return { ...index.search(question), empty: index.size === 0 };
    },
  };
};
