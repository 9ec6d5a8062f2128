import {
  type Lesson,
  type LessonEditor,
  type LessonPlay,
  lessonFilePaths,
  type Question,
  type QuestionSet,
  type QuestionType,
} from '@canstring/contracts';
import { namesFromServices } from './legacy-input';

/** The old client's names of a question set's fields (spec 2 §3 Video quiz), by the lesson service's. */
export const legacyQuestionSetNames = namesFromServices({
  quiz_id: 'setId',
  lesson_id: 'lessonId',
  question_ids: 'questionIds',
  quiz_time: 'time',
  is_required: 'required',
  is_video_quiz_found: 'isVideoQuizFound',
});

/**
 * A lesson under the old contract's names (spec 2 §3 Interactive lesson: message_id, message,
 * shared_by, created_at, duration, view_Url, thumb_Url). The addresses are on the file server, with
 * the class's play ticket; null while the video cannot be played.
 */
export const toLegacyLesson = (lesson: Lesson, ticket: string | null) => {
  const playable = lesson.status === 'ready' && ticket !== null;
  return {
    lesson_id: lesson.id,
    class_id: lesson.classId,
    message_id: lesson.attachmentId,
    message: lesson.title,
    shared_by: [lesson.sharedBy.firstName, lesson.sharedBy.lastName].filter(Boolean).join(' '),
    shared_by_id: lesson.sharedBy.userId,
    created_at: lesson.createdAt,
    duration: lesson.durationSeconds,
    view_Url: playable ? lessonFilePaths.video(lesson.id, ticket) : null,
    thumb_Url: playable && lesson.hasThumbnail ? lessonFilePaths.thumbnail(lesson.id, ticket) : null,
    status: lesson.status,
    failure_reason: lesson.failureReason,
    question_set_count: lesson.questionSetCount,
    is_video_quiz_found: lesson.isVideoQuizFound,
  };
};

/** A question (spec 2 §3 Question set: question_id, question, question_type). */
const toLegacyQuestion = (question: Omit<Question, 'correctOptions' | 'createdAt'> & Partial<Question>) => ({
  question_id: question.id,
  lesson_id: question.lessonId,
  question: question.text,
  question_type: question.type,
  options: question.options,
  ...(question.correctOptions ? { correct_options: question.correctOptions } : {}),
});

/** A question set (spec 2 §3 Video quiz: quiz_id, lesson_id, question_ids, quiz_time, quiz_type, is_required). */
export const toLegacyQuestionSet = (set: QuestionSet) => ({
  quiz_id: set.id,
  lesson_id: set.lessonId,
  question_ids: set.questionIds,
  quiz_time: set.time,
  quiz_type: set.type,
  is_required: set.required,
});

type LegacyQuestion = ReturnType<typeof toLegacyQuestion>;

/** The bank grouped as the old client reads it: assessment, survey, polls, notes, and the sets as inter_questions. */
const groupedQuestions = (lessonId: number, questions: LegacyQuestion[], sets: QuestionSet[]) => {
  const of = (type: QuestionType) => questions.filter((q) => q.question_type === type);
  return {
    lesson_id: lessonId,
    assessment: of('assessment'),
    survey: of('survey'),
    polls: of('poll'),
    notes: of('notes'),
    inter_questions: sets.map(toLegacyQuestionSet),
  };
};

/** GET /interactionQuestions/{id} for a teacher: the whole bank, with the correct options. */
export const legacyQuestionsOfEditor = (editor: LessonEditor) =>
  groupedQuestions(editor.lesson.id, editor.questions.map(toLegacyQuestion), editor.sets);

/** The same for a learner: the questions of the sets only, without the correct options. */
export const legacyQuestionsOfPlay = (play: LessonPlay) =>
  groupedQuestions(
    play.lesson.id,
    play.sets.flatMap((set) => set.questions.map(toLegacyQuestion)),
    play.sets.map(({ questions: _, ...set }) => set),
  );

const asNumber = (value: unknown): unknown =>
  typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

/** question_ids as the old client may send them: a list (of numbers or their digits) or "1,2,3". */
export const legacyQuestionIds = (value: unknown): unknown => {
  if (typeof value === 'string') return value.trim() === '' ? [] : value.split(',').map(asNumber);
  return Array.isArray(value) ? value.map(asNumber) : value;
};

/** A yes/no as the old client may send it: true/false, "true"/"false", 1/0. */
export const legacyFlag = (value: unknown): unknown => {
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  return value;
};

export const legacySeconds = asNumber;
