import {
  AppError,
  ErrorCode,
  lessonEndpoints,
  lessonMessages,
  SETS_PER_LESSON_MAX,
} from '@canstring/contracts';
import { type Database, handler } from '@canstring/service-kit';
import { lessonForTeacher, requireReady } from '../access/lesson-access';
import type { LessonServiceContext } from '../context';
import { toLesson, toQuestionSet } from '../db/lesson-mapper';
import { findLesson, lockLesson, updateLesson } from '../db/lessons-repository';
import { questionsOfLesson } from '../db/questions-repository';
import type { LessonSchema } from '../db/schema';
import { deleteSet, findSet, insertSet, setsOfLesson, updateSet } from '../db/sets-repository';
import { checkSets, type SetDraft } from '../rules/set-rules';

const setNotFound = () => new AppError(ErrorCode.NotFound, lessonMessages.questionSetNotFound);

/**
 * Makes the lesson's sets the given ones, in one transaction with the lesson locked (two editors'
 * saves happen one after the other): sets named by id are changed in place, new ones added, the rest
 * deleted. Every rule is checked over the whole result first; a refusal changes nothing.
 */
const replaceSets = async (
  db: Database<LessonSchema>,
  lessonId: number,
  durationSeconds: number,
  next: (existing: SetDraft[]) => SetDraft[],
) =>
  db.transaction(async (tx) => {
    if (!(await lockLesson(tx, lessonId)))
      throw new AppError(ErrorCode.NotFound, lessonMessages.lessonNotFound);
    const existing = await setsOfLesson(tx, lessonId);
    const drafts = next(
      existing.map((s) => ({ id: s.id, questionIds: s.questionIds, time: s.time, required: s.required })),
    );
    if (drafts.length > SETS_PER_LESSON_MAX)
      throw new AppError(ErrorCode.BadInput, lessonMessages.tooManySets);
    const known = new Set(existing.map((s) => s.id));
    const named = drafts.flatMap((d) => (d.id === undefined ? [] : [d.id]));
    if (named.some((id) => !known.has(id)) || new Set(named).size !== named.length) throw setNotFound();
    const bank = new Map((await questionsOfLesson(tx, lessonId)).map((q) => [q.id, q]));
    const checked = checkSets(drafts, bank, durationSeconds);
    for (const gone of existing.filter((s) => !named.includes(s.id))) await deleteSet(tx, gone.id);
    const saved = [];
    for (const set of checked) {
      const fields = { questionIds: set.questionIds, time: set.time, type: set.type, required: set.required };
      saved.push(
        set.id === undefined
          ? await insertSet(tx, { lessonId, ...fields })
          : await updateSet(tx, set.id, fields),
      );
    }
    const lesson = await updateLesson(tx, lessonId, { isVideoQuizFound: saved.length > 0 });
    if (!lesson) throw new AppError(ErrorCode.NotFound, lessonMessages.lessonNotFound);
    return {
      lesson: toLesson(lesson, saved.length),
      sets: saved.sort((a, b) => a.time - b.time).map(toQuestionSet),
    };
  });

const setForTeacher = async (
  ctx: LessonServiceContext,
  actor: Parameters<typeof lessonForTeacher>[1],
  setId: number,
) => {
  const set = await findSet(ctx.db, setId);
  if (!set) throw setNotFound();
  const access = await lessonForTeacher(ctx, actor, set.lessonId);
  return { set, ...access };
};

export const setHandlers = (ctx: LessonServiceContext) => [
  /** 'Save Interactive Video'. */
  handler(lessonEndpoints.saveSets, async ({ actor, lessonId, sets }) => {
    const { lesson } = await lessonForTeacher(ctx, actor, lessonId);
    const ready = requireReady(lesson);
    return replaceSets(ctx.db, lessonId, ready.durationSeconds, () => sets);
  }),

  /** Legacy POST /createVideoQuiz: one more set, under the same rules. */
  handler(lessonEndpoints.createSet, async ({ actor, lessonId, set }) => {
    const { lesson } = await lessonForTeacher(ctx, actor, lessonId);
    const ready = requireReady(lesson);
    const { sets } = await replaceSets(ctx.db, lessonId, ready.durationSeconds, (existing) => [
      ...existing,
      { questionIds: set.questionIds, time: set.time, required: set.required },
    ]);
    // Sets lie at least 15 s apart: the one at this time is the new one.
    const created = sets.find((s) => s.time === set.time);
    if (!created) throw setNotFound();
    return { set: created };
  }),

  handler(lessonEndpoints.getSet, async ({ actor, setId }) => {
    const { set } = await setForTeacher(ctx, actor, setId);
    return { set: toQuestionSet(set) };
  }),

  /** Deletes a set and its answers. */
  handler(lessonEndpoints.deleteSet, async ({ actor, setId }) => {
    const { set, lesson } = await setForTeacher(ctx, actor, setId);
    await ctx.db.transaction(async (tx) => {
      await lockLesson(tx, lesson.id);
      await deleteSet(tx, set.id);
      if ((await setsOfLesson(tx, lesson.id)).length === 0)
        await updateLesson(tx, lesson.id, { isVideoQuizFound: false });
    });
    return { ok: true as const };
  }),

  /** Legacy PUT /updateInteractiveVideo. */
  handler(lessonEndpoints.setQuizFound, async ({ actor, lessonId, isVideoQuizFound }) => {
    await lessonForTeacher(ctx, actor, lessonId);
    await updateLesson(ctx.db, lessonId, { isVideoQuizFound });
    const lesson = await findLesson(ctx.db, lessonId);
    if (!lesson) throw new AppError(ErrorCode.NotFound, lessonMessages.lessonNotFound);
    return { lesson: toLesson(lesson, (await setsOfLesson(ctx.db, lessonId)).length) };
  }),
];
