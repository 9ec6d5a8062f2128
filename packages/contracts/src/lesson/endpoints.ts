import { z } from 'zod';
import { actorSchema } from '../actor';
import { endpoint } from '../endpoint';
import { recordingUniqueNameSchema } from '../recording/recording';
import {
  answerInputSchema,
  learnerQuestionSchema,
  learnerResultSchema,
  lessonPageSchema,
  lessonRoleSchema,
  lessonSchema,
  lessonStatusSchema,
  pollCountsSchema,
  progressSchema,
  questionInputSchema,
  questionSchema,
  questionSetInputSchema,
  questionSetListInputSchema,
  questionSetSchema,
  scoreSchema,
  setAnswersSchema,
  videoSecondsSchema,
} from './lesson';

const id = z.number().int().positive();
const ok = z.object({ ok: z.literal(true) });
const lessonId = id;

/** A set as the learner's player gets it: its questions without the correct options. */
export const playerSetSchema = questionSetSchema.extend({ questions: z.array(learnerQuestionSchema) });
export type PlayerSet = z.infer<typeof playerSetSchema>;

/** Everything the learner's player needs (spec 2 §2.6; issue: required sets, feedback, polls, resume, summary). */
export const lessonPlaySchema = z.object({
  lesson: lessonSchema,
  role: lessonRoleSchema,
  /** By time. */
  sets: z.array(playerSetSchema),
  /** Where the caller stands (position 0 when never played). */
  progress: progressSchema,
  /** The caller's answers so far, with their feedback (the summary). */
  answers: z.array(setAnswersSchema),
  /** The class's counts for every poll question of the lesson. */
  polls: z.array(pollCountsSchema),
  ...scoreSchema.shape,
});
export type LessonPlay = z.infer<typeof lessonPlaySchema>;

/** The editor's view: the lesson, its question bank and its sets (legacy GET /interactionQuestions/{id}). */
export const lessonEditorSchema = z.object({
  lesson: lessonSchema,
  questions: z.array(questionSchema),
  /** By time. */
  sets: z.array(questionSetSchema),
});
export type LessonEditor = z.infer<typeof lessonEditorSchema>;

/** The teacher's results: every member who opened the lesson, and the class's poll counts. */
export const lessonResultsSchema = z.object({
  lesson: lessonSchema,
  questions: z.array(questionSchema),
  sets: z.array(questionSetSchema),
  learners: z.array(learnerResultSchema),
  polls: z.array(pollCountsSchema),
});
export type LessonResults = z.infer<typeof lessonResultsSchema>;

/** What the file server needs to serve a lesson's bytes; paths are relative to the shared DATA_DIR. */
export const lessonFilesSchema = z.object({
  lessonId: id,
  classId: id,
  status: lessonStatusSchema,
  /** The upload, e.g. `media/uploads/<uniqueName>`. */
  videoFile: z.string(),
  mimeType: z.string(),
  /** e.g. `lesson-thumbnails/<lessonId>.jpg`; null when none was made. */
  thumbnailFile: z.string().nullable(),
});
export type LessonFiles = z.infer<typeof lessonFilesSchema>;

/**
 * The lesson service's endpoints (`lesson.*`). Every call with an actor checks, on the server, that
 * the actor is a member of the lesson's class (FORBIDDEN otherwise, lessonMessages.notInClass);
 * editing and results need a teacher: a member with role 1 (FORBIDDEN, lessonMessages.onlyTeachers).
 */
export const lessonEndpoints = {
  /** Class View (legacy GET /interactiveVideoList): the class's lessons, newest first, paged. */
  list: endpoint(
    'lesson.list',
    lessonPageSchema.extend({ actor: actorSchema, classId: id }),
    z.object({ lessons: z.array(lessonSchema), total: z.number().int(), role: lessonRoleSchema }),
  ),
  /** One lesson and the caller's role in its class. */
  get: endpoint(
    'lesson.get',
    z.object({ actor: actorSchema, lessonId }),
    z.object({ lesson: lessonSchema, role: lessonRoleSchema }),
  ),

  // ── editor (teachers) ──
  /** The question bank and the sets (legacy GET /interactionQuestions/{id}). */
  editor: endpoint('lesson.editor', z.object({ actor: actorSchema, lessonId }), lessonEditorSchema),
  /** Adds a question to the lesson's bank ('Add Option' builds its options in the page). */
  createQuestion: endpoint(
    'lesson.questions.create',
    z.object({ actor: actorSchema, lessonId, question: questionInputSchema }),
    z.object({ question: questionSchema }),
  ),
  /** Changes a question nobody has answered yet (CONFLICT lessonMessages.questionAnswered otherwise). */
  updateQuestion: endpoint(
    'lesson.questions.update',
    z.object({ actor: actorSchema, questionId: id, question: questionInputSchema }),
    z.object({ question: questionSchema }),
  ),
  /** Removes a question in no set (CONFLICT lessonMessages.questionInUse otherwise). */
  deleteQuestion: endpoint('lesson.questions.delete', z.object({ actor: actorSchema, questionId: id }), ok),
  /**
   * 'Save Interactive Video': the lesson's sets as the editor holds them, in one transaction. A set
   * with an id is changed in place (its answers kept), one without is added, a saved set not sent is
   * deleted. Refused as a whole (nothing changed) when any set breaks a rule: BAD_INPUT with
   * lessonMessages.selectAtLeastOneQuestion / questionSetNearBy / timeOutsideVideo / ... in `message`
   * and the set's index in `fields` (`sets.<i>`). The page shows lessonMessages.saveSucceeded or saveFailed.
   */
  saveSets: endpoint(
    'lesson.sets.save',
    z.object({ actor: actorSchema, lessonId, sets: questionSetListInputSchema }),
    z.object({ lesson: lessonSchema, sets: z.array(questionSetSchema) }),
  ),
  /** Adds one set (legacy POST /createVideoQuiz), with the same rules. */
  createSet: endpoint(
    'lesson.sets.create',
    z.object({ actor: actorSchema, lessonId, set: questionSetInputSchema.omit({ id: true }) }),
    z.object({ set: questionSetSchema }),
  ),
  /** One set (legacy GET /editVideoQuiz/{quiz_id}). */
  getSet: endpoint(
    'lesson.sets.get',
    z.object({ actor: actorSchema, setId: id }),
    z.object({ set: questionSetSchema }),
  ),
  /** Deletes a set and its answers (legacy DELETE /deleteVideoQuiz/{quiz_id}). */
  deleteSet: endpoint('lesson.sets.delete', z.object({ actor: actorSchema, setId: id }), ok),
  /** Legacy PUT /updateInteractiveVideo `{ lesson_id, is_video_quiz_found }`. */
  setQuizFound: endpoint(
    'lesson.quizFound.set',
    z.object({ actor: actorSchema, lessonId, isVideoQuizFound: z.boolean() }),
    z.object({ lesson: lessonSchema }),
  ),

  /**
   * Publishes a recording of one of the class's meetings to the class as a lesson (the Recordings
   * modal): teachers of the class who may manage its recordings. NOT_FOUND recordingNotInClass when the
   * recording is not of this class's meetings; CONFLICT recordingNotPlayable without a browser rendition.
   * Publishing it again answers the lesson it already is.
   */
  publishRecording: endpoint(
    'lesson.recordings.publish',
    z.object({ actor: actorSchema, classId: id, uniqueName: recordingUniqueNameSchema }),
    z.object({ lesson: lessonSchema }),
    // The video is read (duration, thumbnail) before the answer.
    { timeoutMs: 60_000 },
  ),
  /** Takes a published recording back out of the class (its sets, answers and progress with it); teachers. */
  unpublishRecording: endpoint(
    'lesson.recordings.unpublish',
    z.object({ actor: actorSchema, lessonId }),
    z.object({ ok: z.literal(true) }),
  ),

  // ── player (every member) ──
  /** The lesson as the caller plays it; NOT playable lessons are refused (CONFLICT notPlayable / stillPreparing). */
  play: endpoint('lesson.play', z.object({ actor: actorSchema, lessonId }), lessonPlaySchema),
  /**
   * Saves where the caller is. Refused (CONFLICT lessonMessages.requiredSetFirst, nothing saved) past
   * an unanswered required set (more than REQUIRED_SET_SLACK_SECONDS beyond its time); BAD_INPUT
   * positionOutsideVideo past the end. `completed` marks the end reached.
   */
  saveProgress: endpoint(
    'lesson.progress.save',
    z.object({
      actor: actorSchema,
      lessonId,
      position: videoSecondsSchema,
      completed: z.boolean().optional(),
    }),
    z.object({ progress: progressSchema }),
  ),
  /**
   * Answers one set, once (CONFLICT alreadyAnswered the second time; NOT_FOUND questionSetNotFound;
   * CONFLICT requiredSetFirst when an earlier required set is unanswered). Every question of the set
   * must be answered (notes need no entry). Answers the feedback, the caller's whole-lesson score and
   * the class's counts for this set's polls.
   */
  answer: endpoint(
    'lesson.answers.submit',
    z.object({ actor: actorSchema, setId: id, answers: z.array(answerInputSchema).max(50) }),
    z.object({ result: setAnswersSchema, polls: z.array(pollCountsSchema), ...scoreSchema.shape }),
  ),
  /** The class's poll counts for a lesson. */
  polls: endpoint(
    'lesson.polls',
    z.object({ actor: actorSchema, lessonId }),
    z.object({ polls: z.array(pollCountsSchema) }),
  ),

  // ── results (teachers) ──
  results: endpoint('lesson.results', z.object({ actor: actorSchema, lessonId }), lessonResultsSchema),
  /** The results as CSV (one line per learner and question), and the file name to save it under. */
  resultsCsv: endpoint(
    'lesson.results.csv',
    z.object({ actor: actorSchema, lessonId }),
    z.object({ fileName: z.string(), csv: z.string() }),
  ),

  // ── for the file server (media) ──
  /** Whether the caller may watch a class's lessons: its role there, or FORBIDDEN. */
  classAccess: endpoint(
    'lesson.class.access',
    z.object({ actor: actorSchema, classId: id }),
    z.object({ classId: id, role: lessonRoleSchema }),
  ),
  /** Whether the caller may watch this lesson (a member of its class): its files, or FORBIDDEN/NOT_FOUND. */
  access: endpoint(
    'lesson.access',
    z.object({ actor: actorSchema, lessonId }),
    lessonFilesSchema.extend({ role: lessonRoleSchema }),
  ),
  /**
   * A lesson's files with no actor, for the file server once it has checked a play ticket naming the
   * lesson's class (only the media user may call it, busRoles).
   */
  files: endpoint('lesson.files', z.object({ lessonId }), lessonFilesSchema),
} as const;

export const LESSON_SERVICE_NAME = 'lesson';

/**
 * The file server's lesson endpoint (services/media answers it): a play ticket for a class's lesson
 * videos and thumbnails, to a member of the class (it asks `lesson.class.access`). A `<video src>` or
 * `<img src>` cannot send a header, so the ticket goes in the query (`lessonFilePaths`).
 */
export const lessonMediaEndpoints = {
  playTicket: endpoint(
    'media.lesson.playTicket',
    z.object({ actor: actorSchema, classId: id }),
    z.object({ ticket: z.string(), expiresAt: z.string() }),
  ),
} as const;

/** The file server's lesson routes (HTTP Range for the video), with the class's play ticket. */
export const lessonFilePaths = {
  video: (lessonId: number, ticket: string) =>
    `/lessons/${lessonId}/video?ticket=${encodeURIComponent(ticket)}`,
  thumbnail: (lessonId: number, ticket: string) =>
    `/lessons/${lessonId}/thumbnail?ticket=${encodeURIComponent(ticket)}`,
} as const;

/** The play ticket's subject: a class's lessons for one person. */
export const lessonTicketSubject = (classId: number, userId: number): string =>
  `lessons:${classId}:${userId}`;
