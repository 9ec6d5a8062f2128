import { lessonEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { lessonForTeacher } from '../access/lesson-access';
import type { LessonServiceContext } from '../context';
import { lessonResultsOf } from '../results/lesson-results';
import { resultsCsv, resultsFileName } from '../results/results-csv';

export const resultHandlers = (ctx: LessonServiceContext) => [
  handler(lessonEndpoints.results, async ({ actor, lessonId }) => {
    const { lesson } = await lessonForTeacher(ctx, actor, lessonId);
    return lessonResultsOf(ctx, lesson);
  }),
  handler(lessonEndpoints.resultsCsv, async ({ actor, lessonId }) => {
    const { lesson } = await lessonForTeacher(ctx, actor, lessonId);
    return { fileName: resultsFileName(lesson.title), csv: resultsCsv(await lessonResultsOf(ctx, lesson)) };
  }),
];
