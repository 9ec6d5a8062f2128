import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type AppError,
  attachmentEndpoints,
  attachmentEvents,
  type Lesson,
  lessonEndpoints,
  lessonMessages,
  Role,
} from '@canstring/contracts';
import { jetstream } from '@nats-io/jetstream';
import { type LessonPerson, type LessonWorld, startLessonWorld } from './test-support/lesson-world';
import { sampleLessonVideo, waitFor } from './test-support/sample-video';
import { inDataDir } from './video/locations';

jest.setTimeout(120_000);

let world: LessonWorld;
let teacher: LessonPerson;
let learner: LessonPerson;
let classmate: LessonPerson;
let outsider: LessonPerson;
let classId: number;
let lesson: Lesson;
let attachmentId: number;

const refusal = (promise: Promise<unknown>): Promise<AppError> =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: AppError) => e,
  );

const listOf = (who: LessonPerson) => world.as(who, lessonEndpoints.list, { classId });
const readyLesson = (who: LessonPerson, id: number) =>
  waitFor(
    () => world.as(who, lessonEndpoints.get, { lessonId: id }).then((r) => r.lesson),
    (l) => l.status !== 'preparing',
    'the lesson to be read',
  );

beforeAll(async () => {
  world = await startLessonWorld('lessons');
  teacher = await world.person(Role.Administrator);
  learner = await world.person();
  classmate = await world.person();
  outsider = await world.person();
  classId = await world.group([teacher, learner, classmate]);
  const shared = await world.share(
    teacher,
    { groupId: classId },
    'Photosynthesis basics.mp4',
    sampleLessonVideo(60),
  );
  attachmentId = Number(shared.id);
  const listed = await waitFor(
    () => listOf(learner),
    (l) => l.lessons.length === 1,
    'the lesson to be listed',
  );
  lesson = await readyLesson(learner, listed.lessons[0]?.id as number);
});
afterAll(async () => {
  await world?.stop();
});

describe('lessons from the class chat', () => {
  it('makes a video shared in the class chat a lesson, with its duration and thumbnail', async () => {
    expect(lesson).toMatchObject({
      classId,
      attachmentId,
      title: 'Photosynthesis basics.mp4',
      sharedBy: { userId: teacher.id },
      mimeType: 'video/mp4',
      status: 'ready',
      failureReason: null,
      hasThumbnail: true,
      questionSetCount: 0,
      isVideoQuizFound: false,
    });
    expect(lesson.durationSeconds).toBeGreaterThan(59);
    expect(lesson.durationSeconds).toBeLessThan(61);
    const files = await world.as(learner, lessonEndpoints.access, { lessonId: lesson.id });
    expect(files).toMatchObject({ classId, role: 'learner', status: 'ready', mimeType: 'video/mp4' });
    expect(existsSync(inDataDir(world.dataDir, files.videoFile))).toBe(true);
    expect(existsSync(inDataDir(world.dataDir, files.thumbnailFile as string))).toBe(true);
    const page = await listOf(teacher);
    expect(page).toMatchObject({ total: 1, role: 'teacher' });
  });

  it('lists only the class’s videos: a document or a one-to-one video is no lesson', async () => {
    await world.share(teacher, { userId: learner.id }, 'Private.mp4', sampleLessonVideo(3));
    await world.share(teacher, { groupId: classId }, 'Plan.txt', new TextEncoder().encode('plan'));
    // Events are taken in order: once a later video is a lesson, the earlier files were passed over.
    const later = await world.share(teacher, { groupId: classId }, 'Second lesson.mp4', sampleLessonVideo(3));
    const listed = await waitFor(
      () => listOf(learner),
      (l) => l.total === 2,
      'the second lesson',
    );
    expect(listed.lessons.map((l) => l.attachmentId)).toEqual([Number(later.id), attachmentId]);
  });

  it('pages the class list', async () => {
    const first = await world.as(learner, lessonEndpoints.list, { classId, offset: 0, limit: 1 });
    const second = await world.as(learner, lessonEndpoints.list, { classId, offset: 1, limit: 1 });
    expect(first.total).toBe(2);
    expect(second.lessons.map((l) => l.id)).toEqual([lesson.id]);
  });

  it('refuses everyone outside the class, on every call', async () => {
    const notInClass = { code: 'FORBIDDEN', message: lessonMessages.notInClass };
    expect(await refusal(listOf(outsider))).toMatchObject(notInClass);
    for (const [endpoint, input] of [
      [lessonEndpoints.get, { lessonId: lesson.id }],
      [lessonEndpoints.play, { lessonId: lesson.id }],
      [lessonEndpoints.access, { lessonId: lesson.id }],
      [lessonEndpoints.classAccess, { classId }],
      [lessonEndpoints.polls, { lessonId: lesson.id }],
      [lessonEndpoints.saveProgress, { lessonId: lesson.id, position: 1 }],
    ] as const)
      expect(await refusal(world.as(outsider, endpoint, input as never))).toMatchObject(notInClass);
    const admin = { ...world.bed.admin, token: world.bed.admin.token };
    // An administrator outside the class is refused too.
    expect(await refusal(world.as(admin, lessonEndpoints.list, { classId }))).toMatchObject(notInClass);
  });
});

describe('the question bank and the sets', () => {
  let assessmentId: number;
  let pollId: number;
  let noteId: number;
  let surveyId: number;

  it('lets only the class’s teachers write questions', async () => {
    const onlyTeachers = { code: 'FORBIDDEN', message: lessonMessages.onlyTeachers };
    const question = { type: 'notes' as const, text: 'Read me' };
    expect(
      await refusal(world.as(learner, lessonEndpoints.createQuestion, { lessonId: lesson.id, question })),
    ).toMatchObject(onlyTeachers);
    expect(await refusal(world.as(learner, lessonEndpoints.editor, { lessonId: lesson.id }))).toMatchObject(
      onlyTeachers,
    );
    const create = (q: Parameters<typeof world.as<typeof lessonEndpoints.createQuestion>>[2]['question']) =>
      world
        .as(teacher, lessonEndpoints.createQuestion, { lessonId: lesson.id, question: q })
        .then((r) => r.question);
    const assessment = await create({
      type: 'assessment',
      text: 'What do plants make?',
      options: ['Sugar', 'Salt', 'Oxygen'],
      correctOptions: [2, 0],
    });
    expect(assessment).toMatchObject({
      type: 'assessment',
      options: ['Sugar', 'Salt', 'Oxygen'],
      correctOptions: [0, 2],
    });
    assessmentId = assessment.id;
    pollId = (await create({ type: 'poll', text: 'Did you like it?', options: ['Yes', 'No'] })).id;
    noteId = (await create({ type: 'notes', text: 'Chlorophyll is green.' })).id;
    surveyId = (await create({ type: 'survey', text: 'What would you add?' })).id;
    const bad = await refusal(
      world.as(teacher, lessonEndpoints.createQuestion, {
        lessonId: lesson.id,
        question: { type: 'assessment', text: 'x', options: ['a', 'b'], correctOptions: [5] },
      }),
    );
    expect(bad.code).toBe('BAD_INPUT');
    expect((await world.as(teacher, lessonEndpoints.editor, { lessonId: lesson.id })).questions).toHaveLength(
      4,
    );
  });

  it('checks the set rules on the server and changes nothing when one is broken', async () => {
    const save = (sets: { questionIds: number[]; time: number; required?: boolean; id?: number }[]) =>
      world.as(teacher, lessonEndpoints.saveSets, { lessonId: lesson.id, sets });
    const refused = async (sets: Parameters<typeof save>[0], message: string) =>
      expect(await refusal(save(sets))).toMatchObject({ code: 'BAD_INPUT', message });
    await refused([{ questionIds: [], time: 5 }], lessonMessages.selectAtLeastOneQuestion);
    await refused(
      [
        { questionIds: [assessmentId], time: 5, required: true },
        { questionIds: [pollId], time: 12 },
      ],
      lessonMessages.questionSetNearBy,
    );
    await refused([{ questionIds: [pollId], time: 61 }], lessonMessages.timeOutsideVideo);
    await refused([{ questionIds: [pollId, noteId], time: 10 }], lessonMessages.questionsOfOneType);
    await refused([{ questionIds: [999_999], time: 10 }], lessonMessages.questionsNotInLesson);
    expect((await world.as(teacher, lessonEndpoints.editor, { lessonId: lesson.id })).sets).toEqual([]);

    const saved = await save([
      { questionIds: [assessmentId], time: 5, required: true },
      { questionIds: [pollId], time: 25 },
      { questionIds: [noteId], time: 40 },
    ]);
    expect(saved.sets.map((s) => [s.time, s.type, s.required])).toEqual([
      [5, 'assessment', true],
      [25, 'poll', false],
      [40, 'notes', false],
    ]);
    expect(saved.lesson).toMatchObject({ isVideoQuizFound: true, questionSetCount: 3 });

    // Legacy: one more set (POST /createVideoQuiz), read it, refuse one near by, delete it.
    const survey = await world.as(teacher, lessonEndpoints.createSet, {
      lessonId: lesson.id,
      set: { questionIds: [surveyId], time: 55.5, required: false },
    });
    expect(
      (await world.as(teacher, lessonEndpoints.getSet, { setId: survey.set.id })).set.questionIds,
    ).toEqual([surveyId]);
    expect(
      await refusal(
        world.as(teacher, lessonEndpoints.createSet, {
          lessonId: lesson.id,
          set: { questionIds: [surveyId], time: 50, required: false },
        }),
      ),
    ).toMatchObject({ message: lessonMessages.questionSetNearBy });
    await world.as(teacher, lessonEndpoints.deleteSet, { setId: survey.set.id });
    expect(await refusal(world.as(teacher, lessonEndpoints.getSet, { setId: survey.set.id }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    // A question in a set stays until the set lets it go.
    expect(
      await refusal(world.as(teacher, lessonEndpoints.deleteQuestion, { questionId: noteId })),
    ).toMatchObject({
      code: 'CONFLICT',
      message: lessonMessages.questionInUse,
    });
  });

  it('keeps a set’s id when it is moved, so its answers stay', async () => {
    const { sets } = await world.as(teacher, lessonEndpoints.editor, { lessonId: lesson.id });
    const moved = await world.as(teacher, lessonEndpoints.saveSets, {
      lessonId: lesson.id,
      sets: sets.map((s) => (s.type === 'notes' ? { ...s, time: 41 } : s)),
    });
    expect(moved.sets.map((s) => s.id)).toEqual(sets.map((s) => s.id));
    expect(moved.sets.find((s) => s.type === 'notes')?.time).toBe(41);
  });

  describe('the learner', () => {
    it('plays without seeing the right answers, and cannot go past a required set unanswered', async () => {
      const play = await world.as(learner, lessonEndpoints.play, { lessonId: lesson.id });
      expect(play.role).toBe('learner');
      expect(play.sets.map((s) => s.time)).toEqual([5, 25, 41]);
      expect(play.sets[0]?.questions[0]).not.toHaveProperty('correctOptions');
      expect(play.progress).toMatchObject({ position: 0, furthest: 0 });
      expect(play).toMatchObject({ score: 0, maxScore: 1, answers: [] });

      expect(
        (await world.as(learner, lessonEndpoints.saveProgress, { lessonId: lesson.id, position: 5.2 }))
          .progress,
      ).toMatchObject({ position: 5.2, furthest: 5.2 });
      expect(
        await refusal(world.as(learner, lessonEndpoints.saveProgress, { lessonId: lesson.id, position: 20 })),
      ).toMatchObject({ code: 'CONFLICT', message: lessonMessages.requiredSetFirst });
      const pollSet = play.sets[2]?.id as number;
      expect(
        await refusal(
          world.as(learner, lessonEndpoints.answer, {
            setId: pollSet,
            answers: [{ questionId: pollId, chosenOptions: [0] }],
          }),
        ),
      ).toMatchObject({ code: 'CONFLICT', message: lessonMessages.requiredSetFirst });
      expect(
        await refusal(world.as(learner, lessonEndpoints.saveProgress, { lessonId: lesson.id, position: 70 })),
      ).toMatchObject({ code: 'BAD_INPUT', message: lessonMessages.positionOutsideVideo });
    });

    it('scores an assessment with its feedback, once', async () => {
      const { sets } = await world.as(learner, lessonEndpoints.play, { lessonId: lesson.id });
      const setId = sets[0]?.id as number;
      expect(await refusal(world.as(learner, lessonEndpoints.answer, { setId, answers: [] }))).toMatchObject({
        code: 'BAD_INPUT',
        message: lessonMessages.answerEveryQuestion,
      });
      expect(
        await refusal(
          world.as(learner, lessonEndpoints.answer, {
            setId,
            answers: [{ questionId: assessmentId, chosenOptions: [7] }],
          }),
        ),
      ).toMatchObject({ code: 'BAD_INPUT', message: lessonMessages.optionUnknown });
      const answered = await world.as(learner, lessonEndpoints.answer, {
        setId,
        answers: [{ questionId: assessmentId, chosenOptions: [0] }],
      });
      expect(answered.result).toMatchObject({
        setId,
        score: 0,
        maxScore: 1,
        answers: [{ questionId: assessmentId, chosenOptions: [0], correct: false, correctOptions: [0, 2] }],
      });
      expect(answered).toMatchObject({ score: 0, maxScore: 1 });
      expect(
        await refusal(
          world.as(learner, lessonEndpoints.answer, {
            setId,
            answers: [{ questionId: assessmentId, chosenOptions: [0, 2] }],
          }),
        ),
      ).toMatchObject({ code: 'CONFLICT', message: lessonMessages.alreadyAnswered });
      expect(
        await refusal(world.as(learner, lessonEndpoints.answer, { setId: 999_999, answers: [] })),
      ).toMatchObject({ code: 'NOT_FOUND', message: lessonMessages.questionSetNotFound });

      const right = await world.as(classmate, lessonEndpoints.answer, {
        setId,
        answers: [{ questionId: assessmentId, chosenOptions: [2, 0] }],
      });
      expect(right).toMatchObject({ score: 1, maxScore: 1, result: { answers: [{ correct: true }] } });
    });

    it('goes on past the answered set, reads the note, answers the poll and sees the class’s counts', async () => {
      const { sets } = await world.as(learner, lessonEndpoints.play, { lessonId: lesson.id });
      await world.as(learner, lessonEndpoints.saveProgress, { lessonId: lesson.id, position: 20 });
      const pollSet = sets[1]?.id as number;
      const poll = await world.as(learner, lessonEndpoints.answer, {
        setId: pollSet,
        answers: [{ questionId: pollId, chosenOptions: [1] }],
      });
      expect(poll.polls).toEqual([{ questionId: pollId, counts: [0, 1], total: 1 }]);
      await world.as(classmate, lessonEndpoints.answer, {
        setId: pollSet,
        answers: [{ questionId: pollId, chosenOptions: [1] }],
      });
      expect((await world.as(learner, lessonEndpoints.polls, { lessonId: lesson.id })).polls).toEqual([
        { questionId: pollId, counts: [0, 2], total: 2 },
      ]);
      await world.as(learner, lessonEndpoints.saveProgress, { lessonId: lesson.id, position: 31.5 });

      // Leaving and coming back: where they stopped, their answers and score (the summary).
      const again = await world.as(learner, lessonEndpoints.play, { lessonId: lesson.id });
      expect(again.progress).toMatchObject({ position: 31.5, furthest: 31.5, completed: false });
      expect(again.answers.map((a) => a.setId)).toEqual([sets[0]?.id, pollSet]);
      expect(again).toMatchObject({ score: 0, maxScore: 1 });
      expect(again.polls).toEqual([{ questionId: pollId, counts: [0, 2], total: 2 }]);
      // The note is read and dismissed.
      await world.as(learner, lessonEndpoints.answer, { setId: sets[2]?.id as number, answers: [] });
      expect(
        await refusal(
          world.as(learner, lessonEndpoints.saveProgress, {
            lessonId: lesson.id,
            position: 45,
            completed: true,
          }),
        ),
      ).toMatchObject({ code: 'BAD_INPUT', message: lessonMessages.endNotReached });
      const end = await world.as(learner, lessonEndpoints.saveProgress, {
        lessonId: lesson.id,
        position: lesson.durationSeconds as number,
        completed: true,
      });
      expect(end.progress.completed).toBe(true);
    });
  });

  it('shows the teacher each learner’s progress, answers and score, the polls, and a CSV', async () => {
    expect(await refusal(world.as(learner, lessonEndpoints.results, { lessonId: lesson.id }))).toMatchObject({
      code: 'FORBIDDEN',
      message: lessonMessages.onlyTeachers,
    });
    const results = await world.as(teacher, lessonEndpoints.results, { lessonId: lesson.id });
    const byId = new Map(results.learners.map((l) => [l.learner.userId, l]));
    expect(byId.get(learner.id)).toMatchObject({
      score: 0,
      maxScore: 1,
      progress: { completed: true },
      learner: { firstName: expect.stringMatching(/^Person/) },
    });
    expect(byId.get(learner.id)?.progress.furthest).toBeGreaterThan(59);
    expect(byId.get(classmate.id)).toMatchObject({ score: 1, progress: { furthest: 25 } });
    expect(results.polls).toEqual([{ questionId: pollId, counts: [0, 2], total: 2 }]);

    const { csv, fileName } = await world.as(teacher, lessonEndpoints.resultsCsv, { lessonId: lesson.id });
    expect(fileName).toBe('Photosynthesis basics results.csv');
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe(
      'Learner,Furthest (s),Last position (s),Completed,Score,Out of,Set time (s),Question type,Question,Answer,Correct',
    );
    const classmateName = byId.get(classmate.id)?.learner.firstName;
    expect(lines).toContain(
      `${classmateName},25,25,no,1,1,5,assessment,What do plants make?,Sugar; Oxygen,yes`,
    );
  });
});

describe('videos that go or cannot be read', () => {
  it('keeps a video that cannot be read as a failed lesson, never offered to play', async () => {
    const uploads = path.join(world.dataDir, 'media', 'uploads');
    mkdirSync(uploads, { recursive: true });
    writeFileSync(path.join(uploads, 'broken-upload.mp4'), 'this is not a video');
    // The chat service's event, as it publishes one for a shared attachment.
    await jetstream(world.bed.nc).publish(
      attachmentEvents.added,
      JSON.stringify({
        attachment: {
          id: 900_001,
          uniqueName: 'broken-upload.mp4',
          originalName: 'Broken.mp4',
          size: 19,
          mimeType: 'video/mp4',
          totalPages: null,
          fileName: 'Broken.mp4',
          fileDesc: null,
          uploaderId: teacher.id,
          uploaderFirstName: 'Teacher',
          uploaderLastName: null,
          chatType: 'group',
          toUserId: null,
          groupId: classId,
          createdAt: new Date().toISOString(),
        },
        audience: [teacher.id, learner.id, classmate.id],
      }),
    );
    const listed = await waitFor(
      () => listOf(learner),
      (l) => l.lessons.some((x) => x.attachmentId === 900_001 && x.status !== 'preparing'),
      'the broken video to be read',
    );
    const broken = listed.lessons.find((x) => x.attachmentId === 900_001) as Lesson;
    expect(broken).toMatchObject({
      status: 'failed',
      failureReason: lessonMessages.probeFailed,
      hasThumbnail: false,
    });
    expect(await refusal(world.as(learner, lessonEndpoints.play, { lessonId: broken.id }))).toMatchObject({
      code: 'CONFLICT',
      message: lessonMessages.notPlayable,
    });
    expect(
      await refusal(world.as(teacher, lessonEndpoints.saveSets, { lessonId: broken.id, sets: [] })),
    ).toMatchObject({ code: 'CONFLICT', message: lessonMessages.notPlayable });
  });

  it('forgets the lesson (and its thumbnail) when the attachment is deleted', async () => {
    const files = await world.as(teacher, lessonEndpoints.access, { lessonId: lesson.id });
    await world.as(teacher, attachmentEndpoints.delete, { attachmentId });
    await waitFor(
      () => listOf(teacher),
      (l) => !l.lessons.some((x) => x.id === lesson.id),
      'the lesson to go',
    );
    expect(existsSync(inDataDir(world.dataDir, files.thumbnailFile as string))).toBe(false);
    expect(await refusal(world.as(teacher, lessonEndpoints.get, { lessonId: lesson.id }))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
