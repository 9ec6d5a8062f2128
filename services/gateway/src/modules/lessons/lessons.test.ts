import { lessonFilePaths, lessonMessages, sharedFileMessages } from '@canstring/contracts';
import type { ChatPerson } from '../../test-support/chat-test-kit';
import {
  type LessonTestBed,
  sampleLessonVideo,
  startLessonTestBed,
} from '../../test-support/lesson-test-kit';
import { eventually } from '../../test-support/test-client';

/**
 * Lessons through GraphQL and the file server, on the real user, chat, file server and lesson
 * services: a video shared in a class's chat becomes a lesson; its hosts build question sets, its
 * members play, answer and are scored; anyone else is refused everywhere, video bytes included.
 */
jest.setTimeout(180_000);

let bed: LessonTestBed;
let teacher: ChatPerson;
let learner: ChatPerson;
let outsider: ChatPerson;
let classId: number;
let otherClassId: number;
let lessonId: string;

const codeOf = (answer: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  answer.errors?.[0]?.extensions?.code;
const messageOf = (answer: { errors?: readonly { message: string }[] }) => answer.errors?.[0]?.message;

const LESSONS = `query($classId: ID!) {
  lessons(classId: $classId) { lessons { id title status durationSeconds hasThumbnail sharedBy { firstName } } total role }
}`;
interface LessonsAnswer {
  lessons: {
    lessons: {
      id: string;
      title: string;
      status: string;
      durationSeconds: number | null;
      hasThumbnail: boolean;
    }[];
    total: number;
    role: string;
  };
}

beforeAll(async () => {
  bed = await startLessonTestBed('gql-lessons');
  teacher = await bed.host('Tess');
  learner = await bed.person('Lea');
  outsider = await bed.person('Otto');
  classId = await bed.group('Class 7', [teacher, learner]);
  otherClassId = await bed.group('Class 8', [teacher, outsider]);
  await bed.share(teacher, classId, 'waves-and-tides.mp4', sampleLessonVideo(30));
  let ready = false;
  expect(
    await eventually(async () => {
      const answer = await bed.gql<LessonsAnswer>(LESSONS, { classId: String(classId) }, learner.token);
      const lesson = answer.data?.lessons.lessons[0];
      lessonId = lesson?.id ?? '';
      ready = lesson?.status === 'ready';
      return ready;
    }, 90_000),
  ).toBe(true);
});
afterAll(async () => {
  await bed?.stop();
});

describe('a class’s lessons', () => {
  it('lists the shared video to the class’s members with their role, and to no one else', async () => {
    const forLearner = await bed.gql<LessonsAnswer>(LESSONS, { classId: String(classId) }, learner.token);
    expect(forLearner.data?.lessons).toMatchObject({
      total: 1,
      role: 'learner',
      lessons: [{ id: lessonId, title: 'waves-and-tides.mp4', status: 'ready', hasThumbnail: true }],
    });
    expect(forLearner.data?.lessons.lessons[0]?.durationSeconds).toBeCloseTo(30, 0);
    const forTeacher = await bed.gql<LessonsAnswer>(LESSONS, { classId: String(classId) }, teacher.token);
    expect(forTeacher.data?.lessons.role).toBe('teacher');

    const forOutsider = await bed.gql(LESSONS, { classId: String(classId) }, outsider.token);
    expect([codeOf(forOutsider), messageOf(forOutsider)]).toEqual(['FORBIDDEN', lessonMessages.notInClass]);
    const oneLesson = await bed.gql(
      'query($id: ID!) { lesson(lessonId: $id) { role } }',
      { id: lessonId },
      outsider.token,
    );
    expect(codeOf(oneLesson)).toBe('FORBIDDEN');
    const play = await bed.gql(
      'query($id: ID!) { lessonPlay(lessonId: $id) { score } }',
      { id: lessonId },
      outsider.token,
    );
    expect(codeOf(play)).toBe('FORBIDDEN');
    const badId = await bed.gql(LESSONS, { classId: 'class-7' }, learner.token);
    expect(codeOf(badId)).toBe('BAD_INPUT');
  });
});

describe('the editor, the player and the results', () => {
  const CREATE = `mutation($lessonId: ID!, $question: LessonQuestionInput!) {
    createLessonQuestion(lessonId: $lessonId, question: $question) { id type options correctOptions }
  }`;
  const SAVE = `mutation($lessonId: ID!, $sets: [QuestionSetInput!]!) {
    saveQuestionSets(lessonId: $lessonId, sets: $sets) { lesson { questionSetCount isVideoQuizFound } sets { id time type required questionIds } }
  }`;
  const PLAY = `query($id: ID!) { lessonPlay(lessonId: $id) {
    role sets { id time required questions { id type text options } } progress { position furthest }
    answers { setId } polls { questionId counts total } score maxScore
  } }`;
  const PROGRESS = `mutation($id: ID!, $position: Float!) {
    saveLessonProgress(lessonId: $id, position: $position) { position furthest completed }
  }`;
  const ANSWER = `mutation($setId: ID!, $answers: [LessonAnswerInput!]!) {
    answerQuestionSet(setId: $setId, answers: $answers) {
      result { setId score maxScore answers { questionId correct correctOptions } }
      polls { questionId counts total } score maxScore
    }
  }`;

  it('lets a host build sets under the spec’s rules, a member answer once, and the host read the results', async () => {
    const assessment = await bed.gql<{ createLessonQuestion: { id: string } }>(
      CREATE,
      {
        lessonId,
        question: {
          type: 'assessment',
          text: 'How many tides a day?',
          options: ['One', 'Two'],
          correctOptions: [1],
        },
      },
      teacher.token,
    );
    expect(assessment.errors).toBeUndefined();
    const poll = await bed.gql<{ createLessonQuestion: { id: string } }>(
      CREATE,
      { lessonId, question: { type: 'poll', text: 'Seen the sea?', options: ['Yes', 'No'] } },
      teacher.token,
    );
    const assessmentId = assessment.data?.createLessonQuestion.id as string;
    const pollId = poll.data?.createLessonQuestion.id as string;

    const byLearner = await bed.gql(
      CREATE,
      { lessonId, question: { type: 'notes', text: 'Mine' } },
      learner.token,
    );
    expect([codeOf(byLearner), messageOf(byLearner)]).toEqual(['FORBIDDEN', lessonMessages.onlyTeachers]);
    const editorForLearner = await bed.gql(
      'query($id: ID!) { lessonEditor(lessonId: $id) { lesson { id } } }',
      { id: lessonId },
      learner.token,
    );
    expect(codeOf(editorForLearner)).toBe('FORBIDDEN');

    // The rules, refused as a whole: nothing saved.
    const empty = await bed.gql(
      SAVE,
      { lessonId, sets: [{ questionIds: [], time: 5, required: true }] },
      teacher.token,
    );
    expect([codeOf(empty), messageOf(empty)]).toEqual(['BAD_INPUT', lessonMessages.selectAtLeastOneQuestion]);
    const nearBy = await bed.gql(
      SAVE,
      {
        lessonId,
        sets: [
          { questionIds: [assessmentId], time: 5, required: true },
          { questionIds: [pollId], time: 12 },
        ],
      },
      teacher.token,
    );
    expect([codeOf(nearBy), messageOf(nearBy)]).toEqual(['BAD_INPUT', lessonMessages.questionSetNearBy]);
    const pastTheEnd = await bed.gql(
      SAVE,
      { lessonId, sets: [{ questionIds: [pollId], time: 45 }] },
      teacher.token,
    );
    expect(codeOf(pastTheEnd)).toBe('BAD_INPUT');
    const unsaved = await bed.gql<{ lessonEditor: { sets: unknown[] } }>(
      'query($id: ID!) { lessonEditor(lessonId: $id) { sets { id } } }',
      { id: lessonId },
      teacher.token,
    );
    expect(unsaved.data?.lessonEditor.sets).toEqual([]);

    const saved = await bed.gql<{
      saveQuestionSets: {
        lesson: { questionSetCount: number };
        sets: { id: string; time: number; type: string; required: boolean }[];
      };
    }>(
      SAVE,
      {
        lessonId,
        sets: [
          { questionIds: [assessmentId], time: 5, required: true },
          { questionIds: [pollId], time: 25 },
        ],
      },
      teacher.token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveQuestionSets.lesson.questionSetCount).toBe(2);
    const [required, pollSet] = saved.data?.saveQuestionSets.sets ?? [];
    expect(required).toMatchObject({ time: 5, type: 'assessment', required: true });
    expect(pollSet).toMatchObject({ time: 25, type: 'poll', required: false });

    // The learner: no correct options in sight, cannot pass the required set unanswered.
    const play = await bed.gql<{
      lessonPlay: { role: string; sets: { questions: Record<string, unknown>[] }[]; maxScore: number };
    }>(PLAY, { id: lessonId }, learner.token);
    expect(play.errors).toBeUndefined();
    expect(play.data?.lessonPlay.role).toBe('learner');
    expect(play.data?.lessonPlay.sets[0]?.questions[0]).toEqual({
      id: assessmentId,
      type: 'assessment',
      text: 'How many tides a day?',
      options: ['One', 'Two'],
    });
    const skipping = await bed.gql(PROGRESS, { id: lessonId, position: 10 }, learner.token);
    expect([codeOf(skipping), messageOf(skipping)]).toEqual(['CONFLICT', lessonMessages.requiredSetFirst]);
    const pollFirst = await bed.gql(
      ANSWER,
      { setId: pollSet?.id, answers: [{ questionId: pollId, chosenOptions: [0] }] },
      learner.token,
    );
    expect(codeOf(pollFirst)).toBe('CONFLICT');

    const answered = await bed.gql<{
      answerQuestionSet: {
        result: { score: number; answers: { correct: boolean; correctOptions: number[] }[] };
      };
    }>(
      ANSWER,
      { setId: required?.id, answers: [{ questionId: assessmentId, chosenOptions: [1] }] },
      learner.token,
    );
    expect(answered.errors).toBeUndefined();
    expect(answered.data?.answerQuestionSet.result).toMatchObject({
      score: 1,
      answers: [{ correct: true, correctOptions: [1] }],
    });
    const twice = await bed.gql(
      ANSWER,
      { setId: required?.id, answers: [{ questionId: assessmentId, chosenOptions: [0] }] },
      learner.token,
    );
    expect([codeOf(twice), messageOf(twice)]).toEqual(['CONFLICT', lessonMessages.alreadyAnswered]);
    const moved = await bed.gql<{ saveLessonProgress: { position: number; furthest: number } }>(
      PROGRESS,
      { id: lessonId, position: 26 },
      learner.token,
    );
    expect(moved.data?.saveLessonProgress).toMatchObject({ position: 26, furthest: 26 });
    const voted = await bed.gql<{
      answerQuestionSet: { polls: { questionId: string; counts: number[]; total: number }[] };
    }>(ANSWER, { setId: pollSet?.id, answers: [{ questionId: pollId, chosenOptions: [0] }] }, learner.token);
    expect(voted.data?.answerQuestionSet.polls).toEqual([{ questionId: pollId, counts: [1, 0], total: 1 }]);
    const noSet = await bed.gql(ANSWER, { setId: '999999', answers: [] }, learner.token);
    expect(codeOf(noSet)).toBe('NOT_FOUND');

    // The teacher's results: how far, the answers, the score; the CSV.
    const results = await bed.gql<{
      lessonResults: {
        learners: {
          learner: { userId: string };
          progress: { furthest: number };
          score: number;
          maxScore: number;
        }[];
      };
    }>(
      'query($id: ID!) { lessonResults(lessonId: $id) { learners { learner { userId } progress { furthest } score maxScore } polls { counts } } }',
      { id: lessonId },
      teacher.token,
    );
    expect(results.data?.lessonResults.learners).toEqual([
      { learner: { userId: String(learner.id) }, progress: { furthest: 26 }, score: 1, maxScore: 1 },
    ]);
    const csv = await bed.gql<{ lessonResultsCsv: { fileName: string; csv: string } }>(
      'query($id: ID!) { lessonResultsCsv(lessonId: $id) { fileName csv } }',
      { id: lessonId },
      teacher.token,
    );
    expect(csv.data?.lessonResultsCsv.csv).toContain('Lea');
    const resultsForLearner = await bed.gql(
      'query($id: ID!) { lessonResults(lessonId: $id) { polls { counts } } }',
      { id: lessonId },
      learner.token,
    );
    expect(codeOf(resultsForLearner)).toBe('FORBIDDEN');
  });
});

describe('the video and thumbnail on the file server', () => {
  const TICKET = 'query($classId: ID!) { lessonPlayTicket(classId: $classId) { ticket expiresAt } }';
  const ticketFor = async (token: string, forClass: number) =>
    bed.gql<{ lessonPlayTicket: { ticket: string; expiresAt: string } }>(
      TICKET,
      { classId: String(forClass) },
      token,
    );

  it('serves a member with the class’s ticket, by ranges, and refuses any other ticket or none', async () => {
    const granted = await ticketFor(learner.token, classId);
    expect(granted.errors).toBeUndefined();
    const ticket = granted.data?.lessonPlayTicket.ticket as string;
    expect(Date.parse(granted.data?.lessonPlayTicket.expiresAt ?? '')).toBeGreaterThan(Date.now());

    const whole = await fetch(`${bed.media.url}${lessonFilePaths.video(Number(lessonId), ticket)}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const size = (await whole.arrayBuffer()).byteLength;
    expect(size).toBeGreaterThan(1000);

    const part = await fetch(`${bed.media.url}${lessonFilePaths.video(Number(lessonId), ticket)}`, {
      headers: { range: 'bytes=100-199' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);

    const thumbnail = await fetch(`${bed.media.url}${lessonFilePaths.thumbnail(Number(lessonId), ticket)}`);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');
    const picture = new Uint8Array(await thumbnail.arrayBuffer());
    expect([...picture.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    // The outsider gets no ticket for this class; their own class's ticket opens nothing of it.
    const refused = await ticketFor(outsider.token, classId);
    expect([codeOf(refused), messageOf(refused)]).toEqual(['FORBIDDEN', lessonMessages.notInClass]);
    const otherTicket = (await ticketFor(outsider.token, otherClassId)).data?.lessonPlayTicket
      .ticket as string;
    expect(otherTicket).toBeTruthy();
    const wrongClass = await fetch(`${bed.media.url}${lessonFilePaths.video(Number(lessonId), otherTicket)}`);
    expect(wrongClass.status).toBe(403);
    expect(((await wrongClass.json()) as { message: string }).message).toBe(sharedFileMessages.badTicket);
    const wrongClassPicture = await fetch(
      `${bed.media.url}${lessonFilePaths.thumbnail(Number(lessonId), otherTicket)}`,
    );
    expect(wrongClassPicture.status).toBe(403);

    const noTicket = await fetch(`${bed.media.url}/lessons/${lessonId}/video`);
    expect(noTicket.status).toBe(403);
    const forged = await fetch(
      `${bed.media.url}${lessonFilePaths.video(Number(lessonId), `${ticket.split('.')[0]}.AAAA`)}`,
    );
    expect(forged.status).toBe(403);
    const noLesson = await fetch(`${bed.media.url}${lessonFilePaths.video(999_999, ticket)}`);
    expect(noLesson.status).toBe(404);
    const badId = await fetch(
      `${bed.media.url}/lessons/..%2Fmedia/video?ticket=${encodeURIComponent(ticket)}`,
    );
    expect(badId.status).toBe(404);
  });
});
