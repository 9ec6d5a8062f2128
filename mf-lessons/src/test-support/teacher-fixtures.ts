import type { QuestionType } from '@canstring/contracts';
import type { LearnerResult, Lesson, Question, QuestionSet } from '../graphql/types';

/** For tests: the gateway's answers as the teacher's screens read them, with their GraphQL type names. */

export const lessonOf = (id: number, more: Partial<Lesson> = {}): Lesson & { __typename: string } => ({
  __typename: 'Lesson',
  id: String(id),
  classId: '4',
  title: `Lecture number ${id}.mp4`,
  sharedBy: {
    __typename: 'LessonPerson',
    userId: '2',
    firstName: 'Ada',
    lastName: 'Byron',
  } as Lesson['sharedBy'],
  createdAt: new Date(Date.UTC(2026, 2, id, 10, 0)).toISOString(),
  status: 'ready',
  failureReason: null,
  durationSeconds: 40,
  hasThumbnail: true,
  questionSetCount: 0,
  ...more,
});

export const questionOf = (
  id: number,
  type: QuestionType,
  text: string,
  options: string[] = [],
  correctOptions: number[] = [],
): Question & { __typename: string } => ({
  __typename: 'LessonQuestion',
  id: String(id),
  type,
  text,
  options,
  correctOptions,
});

export const setOf = (
  id: number,
  time: number,
  questionIds: string[],
  type: QuestionType,
  required = false,
): QuestionSet & { __typename: string } => ({
  __typename: 'QuestionSet',
  id: String(id),
  questionIds,
  time,
  type,
  required,
});

export const learnerOf = (userId: number, firstName: string, more: Partial<LearnerResult> = {}) =>
  ({
    __typename: 'LessonLearnerResult',
    learner: { __typename: 'LessonPerson', userId: String(userId), firstName, lastName: null },
    progress: { __typename: 'LessonProgress', position: 0, furthest: 0, completed: false, updatedAt: null },
    answers: [],
    score: 0,
    maxScore: 0,
    ...more,
  }) as LearnerResult;
