import type { Database } from '@canstring/service-kit';
import { eq } from 'drizzle-orm';
import { bumpVersion } from '../db/entries-repository';
import { type AssistantSchema, knowledgeBaseVersion, knowledgeEntries, synonyms } from '../db/schema';
import { seedEntries, seedSynonyms } from './seed-entries';

/**
 * Puts the product's own help and the synonym map in a knowledge base that was never changed (version 0),
 * once, whichever instance starts first. A knowledge base an administrator emptied stays empty.
 */
export const seedKnowledgeBase = (db: Database<AssistantSchema>) =>
  db.transaction(async (tx) => {
    const [state] = await tx
      .select()
      .from(knowledgeBaseVersion)
      .where(eq(knowledgeBaseVersion.id, 1))
      .for('update');
    if (!state || state.version > 0) return false;
    await tx
      .insert(knowledgeEntries)
      .values([...seedEntries])
      .onConflictDoNothing();
    await tx
      .insert(synonyms)
      .values([...seedSynonyms])
      .onConflictDoNothing();
    await bumpVersion(tx);
    return true;
  });
