import { type ChatService, startChatServiceForTest } from '@canstring/chat-service/testing';
import {
  type Actor,
  fileServerPaths,
  groupEndpoints,
  lessonEndpoints,
  lessonMessages,
  Role,
  userEndpoints,
} from '@canstring/contracts';
import {
  sampleLessonVideo,
  startLessonServiceForTest,
  type TestLessonService,
  waitFor,
} from '@canstring/lesson-service/testing';
import { startMediaServiceForTest, type TestMediaService } from '@canstring/media-service/testing';
import { call } from '@canstring/service-kit';
import { tempDir } from '@canstring/service-kit/testing';
import { type LegacyAdminTestBed, startLegacyAdminTestBed } from '../test-support/admin-test-kit';

/**
 * Spec 2 §7's lesson calls on the real user, chat, file server and lesson services: the class's list
 * with view_Url and thumb_Url that play, the question bank grouped by type, and the quiz (question
 * set) calls under the spec's rules, for the class's host; members read, anyone else is refused.
 */
jest.setTimeout(180_000);

interface Someone {
  id: number;
  token: string;
  actor: Actor;
}

let bed: LegacyAdminTestBed;
let chat: ChatService;
let media: TestMediaService;
let lessons: TestLessonService;
let data: ReturnType<typeof tempDir>;
let teacher: Someone;
let learner: Someone;
let outsider: Someone;
let classId: number;
let lessonId: number;
let people = 0;

const someone = async (role: number): Promise<Someone> => {
  people += 1;
  const email = `legacy-lessons-${people}@example.org`;
  const id = await bed.users.addUser({ email, password: 'secret-1', firstName: `Tess${people}`, role });
  const token = await bed.signIn(email, 'secret-1');
  return { id, token, actor: (await call(bed.nc, userEndpoints.checkToken, { token })).actor };
};

type LegacyLesson = Record<string, unknown>;
const list = (who: Someone, query = `classId=${classId}&offset=0&limit=10`) =>
  bed.request(`/interactiveVideoList?${query}`, { token: who.token });

beforeAll(async () => {
  bed = await startLegacyAdminTestBed('legacy-lessons');
  data = tempDir('legacy-lessons-data');
  chat = await startChatServiceForTest({ natsUrl: bed.nats.url });
  media = await startMediaServiceForTest({ natsUrl: bed.nats.url, dataDir: data.dir });
  lessons = await startLessonServiceForTest({ natsUrl: bed.nats.url, dataDir: data.dir });
  teacher = await someone(Role.Administrator);
  learner = await someone(Role.Member);
  outsider = await someone(Role.Member);
  classId = (
    await bed.asAdmin(groupEndpoints.create, { group: { name: 'Oceans', userIds: [teacher.id, learner.id] } })
  ).group.id;
  const form = new FormData();
  form.append('groupId', String(classId));
  form.append('file', new Blob([new Uint8Array(sampleLessonVideo(30))]), 'tides-and-waves.mp4');
  const shared = await fetch(`${media.url}${fileServerPaths.attachments}`, {
    method: 'POST',
    body: form,
    headers: { 'x-auth-token': teacher.token },
  });
  expect(shared.status).toBe(201);
  const ready = await waitFor(
    () => list(learner),
    (answer) => (answer.body.recordList as LegacyLesson[] | undefined)?.[0]?.status === 'ready',
    'the shared video to be a ready lesson',
    90_000,
  );
  lessonId = (ready.body.recordList as LegacyLesson[])[0]?.lesson_id as number;
});
afterAll(async () => {
  await lessons?.stop();
  await media?.stop();
  await chat?.stop();
  await bed?.stop();
  data?.remove();
});

describe('GET /interactiveVideoList', () => {
  it('lists the class’s lessons under the spec’s names, with a video and thumbnail that play', async () => {
    const answer = await list(learner);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, TotalRowCount: 1, role: 'learner' });
    const [lesson] = answer.body.recordList as LegacyLesson[];
    expect(lesson).toMatchObject({
      lesson_id: lessonId,
      class_id: classId,
      message_id: expect.any(Number),
      message: 'tides-and-waves.mp4',
      shared_by: 'Tess1',
      created_at: expect.any(String),
      view_Url: expect.stringMatching(new RegExp(`^/lessons/${lessonId}/video\\?ticket=`)),
      thumb_Url: expect.stringMatching(new RegExp(`^/lessons/${lessonId}/thumbnail\\?ticket=`)),
      is_video_quiz_found: false,
    });
    expect(lesson?.duration).toBeCloseTo(30, 0);
    const video = await fetch(`${media.url}${lesson?.view_Url as string}`, {
      headers: { range: 'bytes=0-9' },
    });
    expect(video.status).toBe(206);
    expect((await video.arrayBuffer()).byteLength).toBe(10);
    const thumbnail = await fetch(`${media.url}${lesson?.thumb_Url as string}`);
    expect([thumbnail.status, thumbnail.headers.get('content-type')]).toEqual([200, 'image/jpeg']);

    const outsiders = await list(outsider);
    expect([outsiders.status, outsiders.body.message]).toEqual([403, lessonMessages.notInClass]);
    const noClass = await list(learner, 'offset=0&limit=10');
    expect(noClass.status).toBe(400);
    const anonymous = await bed.request(`/interactiveVideoList?classId=${classId}`);
    expect(anonymous.status).toBe(401);
  });
});

describe('the quiz calls', () => {
  it('adds, reads and deletes question sets for the class’s host under the spec’s rules', async () => {
    const { question: assessment } = await call(bed.nc, lessonEndpoints.createQuestion, {
      actor: teacher.actor,
      lessonId,
      question: { type: 'assessment', text: 'Tides a day?', options: ['One', 'Two'], correctOptions: [1] },
    });
    const { question: poll } = await call(bed.nc, lessonEndpoints.createQuestion, {
      actor: teacher.actor,
      lessonId,
      question: { type: 'poll', text: 'Seen the sea?', options: ['Yes', 'No'] },
    });

    const create = (who: Someone, body: Record<string, unknown>) =>
      bed.request('/createVideoQuiz', { token: who.token, body });
    const none = await create(teacher, {
      lesson_id: lessonId,
      question_ids: [],
      quiz_time: 5,
      is_required: true,
    });
    expect([none.status, none.body.message]).toEqual([400, lessonMessages.selectAtLeastOneQuestion]);
    const byLearner = await create(learner, {
      lesson_id: lessonId,
      question_ids: [assessment.id],
      quiz_time: 5,
    });
    expect([byLearner.status, byLearner.body.message]).toEqual([403, lessonMessages.onlyTeachers]);

    const created = await create(teacher, {
      lesson_id: String(lessonId),
      question_ids: String(assessment.id),
      quiz_time: '5',
      is_required: 'true',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      success: true,
      message: lessonMessages.saveSucceeded,
      result: {
        lesson_id: lessonId,
        question_ids: [assessment.id],
        quiz_time: 5,
        quiz_type: 'assessment',
        is_required: true,
      },
    });
    const quizId = (created.body.result as Record<string, unknown>).quiz_id as number;
    const nearBy = await create(teacher, { lesson_id: lessonId, question_ids: [poll.id], quiz_time: 12 });
    expect([nearBy.status, nearBy.body.message]).toEqual([400, lessonMessages.questionSetNearBy]);
    const pastTheEnd = await create(teacher, { lesson_id: lessonId, question_ids: [poll.id], quiz_time: 45 });
    expect(pastTheEnd.status).toBe(400);
    const pollSet = await create(teacher, { lesson_id: lessonId, question_ids: [poll.id], quiz_time: 25 });
    expect(pollSet.status).toBe(200);

    const edit = await bed.request(`/editVideoQuiz/${quizId}`, { token: teacher.token });
    expect(edit.body).toMatchObject({
      success: true,
      record: { quiz_id: quizId, question_ids: [assessment.id] },
    });
    const editByLearner = await bed.request(`/editVideoQuiz/${quizId}`, { token: learner.token });
    expect(editByLearner.status).toBe(403);
    expect((await bed.request('/editVideoQuiz/first', { token: teacher.token })).status).toBe(400);

    const forTeacher = await bed.request(`/interactionQuestions/${lessonId}`, { token: teacher.token });
    expect(forTeacher.body).toMatchObject({
      success: true,
      record: {
        lesson_id: lessonId,
        assessment: [
          {
            question_id: assessment.id,
            question: 'Tides a day?',
            question_type: 'assessment',
            correct_options: [1],
          },
        ],
        survey: [],
        polls: [{ question_id: poll.id, question_type: 'poll', options: ['Yes', 'No'] }],
        notes: [],
        inter_questions: [
          { quiz_id: quizId, quiz_time: 5, is_required: true },
          { quiz_time: 25, quiz_type: 'poll', is_required: false },
        ],
      },
    });
    // A learner reads the sets' questions without the answers.
    const forLearner = await bed.request(`/interactionQuestions/${lessonId}`, { token: learner.token });
    const learnerRecord = forLearner.body.record as Record<string, Record<string, unknown>[]>;
    expect(learnerRecord.assessment?.[0]).toMatchObject({
      question_id: assessment.id,
      options: ['One', 'Two'],
    });
    expect(learnerRecord.assessment?.[0]).not.toHaveProperty('correct_options');
    expect(learnerRecord.inter_questions).toHaveLength(2);
    const forOutsider = await bed.request(`/interactionQuestions/${lessonId}`, { token: outsider.token });
    expect(forOutsider.status).toBe(403);

    const found = await bed.request('/updateInteractiveVideo', {
      method: 'PUT',
      token: teacher.token,
      body: { lesson_id: lessonId, is_video_quiz_found: false },
    });
    expect(found.body).toMatchObject({
      success: true,
      record: { lesson_id: lessonId, is_video_quiz_found: false },
    });
    const foundByLearner = await bed.request('/updateInteractiveVideo', {
      method: 'PUT',
      token: learner.token,
      body: { lesson_id: lessonId, is_video_quiz_found: true },
    });
    expect(foundByLearner.status).toBe(403);

    const deleteByLearner = await bed.request(`/deleteVideoQuiz/${quizId}`, {
      method: 'DELETE',
      token: learner.token,
    });
    expect(deleteByLearner.status).toBe(403);
    const deleted = await bed.request(`/deleteVideoQuiz/${quizId}`, {
      method: 'DELETE',
      token: teacher.token,
    });
    expect(deleted.body).toEqual({ success: true });
    const gone = await bed.request(`/editVideoQuiz/${quizId}`, { token: teacher.token });
    expect([gone.status, gone.body.message]).toEqual([404, lessonMessages.questionSetNotFound]);
  });
});
