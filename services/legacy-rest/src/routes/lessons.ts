import { lessonEndpoints, lessonMediaEndpoints, lessonMessages } from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { type Response, Router } from 'express';
import { authenticated } from '../authenticated';
import type { LegacyDeps } from '../deps';
import { actorOf, localsOf } from '../locals';
import { bodyOf, listQueryOf, pathId, requiredId } from './legacy-input';
import {
  legacyFlag,
  legacyQuestionIds,
  legacyQuestionSetNames,
  legacyQuestionsOfEditor,
  legacyQuestionsOfPlay,
  legacySeconds,
  toLegacyLesson,
  toLegacyQuestionSet,
} from './legacy-lesson';
import { flatLegacyFields } from './legacy-meeting';

const present = (value: unknown) => value !== undefined && value !== null && value !== '';
const renamed = (error: unknown) => {
  throw flatLegacyFields(error, ['set'], legacyQuestionSetNames);
};

/**
 * Interactive-video lessons of the old contract (spec 2 §7): the class's lesson list, the question
 * bank, and the quiz (question set) calls, on the lesson service, which checks the caller's place in
 * the class on every call.
 */
export const lessonsRoutes = ({ nc, verifier, send }: LegacyDeps): Router => {
  const router = Router();
  const signedIn = authenticated(verifier);
  const requestOptions = (res: Response) => ({ requestId: localsOf(res).requestId });

  router.get('/interactiveVideoList', signedIn, async (req, res) => {
    const query = req.query as Record<string, unknown>;
    const classId = requiredId(
      query,
      present(query.class_id) && !present(query.classId) ? 'class_id' : 'classId',
    );
    const { offset, limit } = listQueryOf({ offset: query.offset, limit: query.limit });
    const actor = actorOf(res);
    const list = await call(
      nc,
      lessonEndpoints.list,
      {
        actor,
        classId,
        ...(offset !== undefined ? { offset } : {}),
        ...(limit !== undefined ? { limit } : {}),
      },
      requestOptions(res),
    );
    const ticket = list.lessons.some((lesson) => lesson.status === 'ready')
      ? (await call(nc, lessonMediaEndpoints.playTicket, { actor, classId }, requestOptions(res))).ticket
      : null;
    send(res, 200, {
      success: true,
      recordList: list.lessons.map((lesson) => toLegacyLesson(lesson, ticket)),
      TotalRowCount: list.total,
      role: list.role,
      ...(list.total === 0 ? { message: lessonMessages.noLessons } : {}),
    });
  });

  router.get('/interactionQuestions/:id', signedIn, async (req, res) => {
    const lessonId = pathId(req.params.id, 'id');
    const actor = actorOf(res);
    const { role } = await call(nc, lessonEndpoints.get, { actor, lessonId }, requestOptions(res));
    // A teacher reads the whole bank with the answers; a learner the questions of the sets, without them.
    const record =
      role === 'teacher'
        ? legacyQuestionsOfEditor(
            await call(nc, lessonEndpoints.editor, { actor, lessonId }, requestOptions(res)),
          )
        : legacyQuestionsOfPlay(
            await call(nc, lessonEndpoints.play, { actor, lessonId }, requestOptions(res)),
          );
    send(res, 200, { success: true, record });
  });

  router.get('/editVideoQuiz/:quizId', signedIn, async (req, res) => {
    const setId = pathId(req.params.quizId, 'quiz_id');
    const { set } = await call(
      nc,
      lessonEndpoints.getSet,
      { actor: actorOf(res), setId },
      requestOptions(res),
    );
    send(res, 200, { success: true, record: toLegacyQuestionSet(set) });
  });

  router.delete('/deleteVideoQuiz/:quizId', signedIn, async (req, res) => {
    const setId = pathId(req.params.quizId, 'quiz_id');
    await call(nc, lessonEndpoints.deleteSet, { actor: actorOf(res), setId }, requestOptions(res));
    send(res, 200, { success: true });
  });

  router.post('/createVideoQuiz', signedIn, async (req, res) => {
    const body = bodyOf(req.body);
    const lessonId = requiredId(body, 'lesson_id');
    const { set } = await call(
      nc,
      lessonEndpoints.createSet,
      {
        actor: actorOf(res),
        lessonId,
        set: {
          questionIds: legacyQuestionIds(body.question_ids) as number[],
          time: legacySeconds(body.quiz_time) as number,
          ...(present(body.is_required) ? { required: legacyFlag(body.is_required) as boolean } : {}),
        },
      },
      requestOptions(res),
    ).catch(renamed);
    send(res, 200, {
      success: true,
      result: toLegacyQuestionSet(set),
      message: lessonMessages.saveSucceeded,
    });
  });

  router.put('/updateInteractiveVideo', signedIn, async (req, res) => {
    const body = bodyOf(req.body);
    const lessonId = requiredId(body, 'lesson_id');
    const { lesson } = await call(
      nc,
      lessonEndpoints.setQuizFound,
      {
        actor: actorOf(res),
        lessonId,
        isVideoQuizFound: legacyFlag(body.is_video_quiz_found) as boolean,
      },
      requestOptions(res),
    ).catch(renamed);
    send(res, 200, { success: true, record: toLegacyLesson(lesson, null) });
  });

  return router;
};
