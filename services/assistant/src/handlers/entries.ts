import {
  AppError,
  assistantEndpoints,
  ErrorCode,
  knowledgeBaseTexts,
  knowledgeEntryInputSchema,
} from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { AssistantServiceContext } from '../context';
import {
  allEntries,
  bumpVersion,
  deleteEntry,
  entryByQuestion,
  insertEntry,
  listEntries,
  toKnowledgeEntry,
  updateEntry,
} from '../db/entries-repository';
import { CSV_HEADER, entriesOfCsv, formatCsv } from '../knowledge-base/csv';
import { requireAdministrator } from './administrators';

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

const duplicate = () => new AppError(ErrorCode.Conflict, knowledgeBaseTexts.duplicate);
const notFound = () => new AppError(ErrorCode.NotFound, knowledgeBaseTexts.notFound);

const unique = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
};

export const entryHandlers = (ctx: AssistantServiceContext) => [
  handler(assistantEndpoints.listEntries, async ({ actor, search, offset, limit }) => {
    requireAdministrator(actor);
    const { rows, total } = await listEntries(ctx.db, search, offset, limit);
    return { entries: rows.map(toKnowledgeEntry), total };
  }),
  handler(assistantEndpoints.createEntry, async ({ actor, entry }) => {
    requireAdministrator(actor);
    const [row] = await unique(() =>
      ctx.db.transaction(async (tx) => {
        const inserted = await insertEntry(tx, entry);
        await bumpVersion(tx);
        return inserted;
      }),
    );
    if (!row) throw notFound();
    return { entry: toKnowledgeEntry(row) };
  }),
  handler(assistantEndpoints.updateEntry, async ({ actor, entryId, entry }) => {
    requireAdministrator(actor);
    const [row] = await unique(() =>
      ctx.db.transaction(async (tx) => {
        const updated = await updateEntry(tx, entryId, entry);
        if (updated.length > 0) await bumpVersion(tx);
        return updated;
      }),
    );
    if (!row) throw notFound();
    return { entry: toKnowledgeEntry(row) };
  }),
  handler(assistantEndpoints.deleteEntry, async ({ actor, entryId }) => {
    requireAdministrator(actor);
    const removed = await ctx.db.transaction(async (tx) => {
      const rows = await deleteEntry(tx, entryId);
      if (rows.length > 0) await bumpVersion(tx);
      return rows;
    });
    if (removed.length === 0) throw notFound();
    return { ok: true as const };
  }),
  handler(assistantEndpoints.importEntries, async ({ actor, csv }) => {
    requireAdministrator(actor);
    const lines = entriesOfCsv(csv).map(({ line, ...fields }) => {
      const parsed = knowledgeEntryInputSchema.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = String(issue?.path[0] ?? 'entry');
        throw new AppError(
          ErrorCode.BadInput,
          knowledgeBaseTexts.csvLine(line, `${field}: ${issue?.message ?? 'not valid'}`),
        );
      }
      return parsed.data;
    });
    return ctx.db.transaction(async (tx) => {
      let added = 0;
      let updated = 0;
      const seen = new Set<string>();
      for (const entry of lines) {
        if (seen.has(entry.question)) continue;
        seen.add(entry.question);
        const existing = await entryByQuestion(tx, entry.question);
        if (existing) {
          await updateEntry(tx, existing.id, entry);
          updated++;
        } else {
          await insertEntry(tx, entry);
          added++;
        }
      }
      if (added + updated > 0) await bumpVersion(tx);
      return { added, updated };
    });
  }),
  handler(assistantEndpoints.exportEntries, async ({ actor }) => {
    requireAdministrator(actor);
    const rows = await allEntries(ctx.db);
    return { csv: formatCsv([CSV_HEADER, ...rows.map((r) => [r.question, r.answer, r.keywords])]) };
  }),
];
