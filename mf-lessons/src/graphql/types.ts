import type { LessonRole, LessonStatus, QuestionType } from '@canstring/contracts';

/** Shapes of the gateway's lessons schema (services/gateway/src/modules/lessons/lessons.schema.ts). */

export interface LessonPerson {
  userId: string;
  firstName: string;
  lastName: string | null;
}

export interface Lesson {
  id: string;
  classId: string;
  title: string;
  sharedBy: LessonPerson;
  createdAt: string;
  status: LessonStatus;
  failureReason: string | null;
  durationSeconds: number | null;
  hasThumbnail: boolean;
  questionSetCount: number;
}

export interface LessonPage {
  lessons: Lesson[];
  total: number;
  role: LessonRole;
}

export interface Question {
  id: string;
  type: QuestionType;
  text: string;
  options: string[];
  correctOptions: number[];
}

export interface QuestionSet {
  id: string;
  questionIds: string[];
  time: number;
  type: QuestionType;
  required: boolean;
}

export interface LessonEditorView {
  lesson: Lesson;
  questions: Question[];
  sets: QuestionSet[];
}

export interface QuestionInput {
  type: QuestionType;
  text: string;
  options?: string[];
  correctOptions?: number[];
}

export interface QuestionSetInput {
  id?: string;
  questionIds: string[];
  time: number;
  required: boolean;
}

export interface Answer {
  questionId: string;
  type: QuestionType;
  chosenOptions: number[];
  text: string | null;
  correct: boolean | null;
  correctOptions: number[];
}

export interface SetAnswers {
  setId: string;
  answers: Answer[];
  score: number;
  maxScore: number;
  answeredAt: string;
}

export interface Progress {
  position: number;
  furthest: number;
  completed: boolean;
  updatedAt: string | null;
}

export interface PollCounts {
  questionId: string;
  counts: number[];
  total: number;
}

export interface LearnerResult {
  learner: LessonPerson;
  progress: Progress;
  answers: SetAnswers[];
  score: number;
  maxScore: number;
}

export interface LessonResultsView {
  lesson: Lesson;
  questions: Question[];
  sets: QuestionSet[];
  learners: LearnerResult[];
  polls: PollCounts[];
}

export interface PlayTicket {
  ticket: string;
  expiresAt: string;
}

/** A class to choose: one of the caller's groups, as the chat list has it. */
export interface ClassChoice {
  chatId: string;
  groupId: string | null;
  fullName: string;
}

/** The learner's player (`lessonPlay`): a question as the learner sees it, with no correct options. */
export interface PlayerQuestion {
  id: string;
  type: QuestionType;
  text: string;
  options: string[];
}

export interface PlayerSet {
  id: string;
  time: number;
  type: QuestionType;
  required: boolean;
  questions: PlayerQuestion[];
}

export interface LessonPlayView {
  lesson: Pick<Lesson, 'id' | 'classId' | 'title' | 'status' | 'failureReason' | 'durationSeconds'>;
  role: LessonRole;
  sets: PlayerSet[];
  progress: Progress;
  answers: SetAnswers[];
  polls: PollCounts[];
  score: number;
  maxScore: number;
}

export interface LessonAnswerInput {
  questionId: string;
  chosenOptions?: number[];
  text?: string;
}

export interface LessonAnswerResult {
  result: SetAnswers;
  polls: PollCounts[];
  score: number;
  maxScore: number;
}
