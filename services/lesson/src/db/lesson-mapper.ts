import type {
  Answer,
  Lesson,
  LessonSource,
  LessonStatus,
  Progress,
  Question,
  QuestionSet,
  QuestionType,
  SetAnswers,
} from '@canstring/contracts';
import type { LessonRow, ProgressRow, QuestionRow, QuestionSetRow, SetAnswersRow } from './schema';

export const toLesson = (row: LessonRow, questionSetCount: number): Lesson => ({
  id: row.id,
  classId: row.classId,
  source: row.source as LessonSource,
  attachmentId: row.attachmentId,
  recordingName: row.recordingName,
  title: row.title,
  sharedBy: { userId: row.sharedById, firstName: row.sharedByFirstName, lastName: row.sharedByLastName },
  createdAt: row.createdAt.toISOString(),
  mimeType: row.mimeType,
  status: row.status as LessonStatus,
  failureReason: row.failureReason,
  durationSeconds: row.durationSeconds,
  hasThumbnail: row.thumbnailFile !== null,
  questionSetCount,
  isVideoQuizFound: row.isVideoQuizFound,
});

export const toQuestion = (row: QuestionRow): Question => ({
  id: row.id,
  lessonId: row.lessonId,
  type: row.type as QuestionType,
  text: row.text,
  options: row.options,
  correctOptions: row.correctOptions,
  createdAt: row.createdAt.toISOString(),
});

export const toQuestionSet = (row: QuestionSetRow): QuestionSet => ({
  id: row.id,
  lessonId: row.lessonId,
  questionIds: row.questionIds,
  time: row.time,
  type: row.type as QuestionType,
  required: row.required,
});

export const toSetAnswers = (row: SetAnswersRow): SetAnswers => ({
  setId: row.setId,
  answers: row.answers.map((a) => ({ ...a, type: a.type as QuestionType }) satisfies Answer),
  score: row.score,
  maxScore: row.maxScore,
  answeredAt: row.answeredAt.toISOString(),
});

export const noProgress: Progress = { position: 0, furthest: 0, completed: false, updatedAt: null };

export const toProgress = (row: ProgressRow | undefined): Progress =>
  row
    ? {
        position: row.position,
        furthest: row.furthest,
        completed: row.completed,
        updatedAt: row.updatedAt.toISOString(),
      }
    : noProgress;
