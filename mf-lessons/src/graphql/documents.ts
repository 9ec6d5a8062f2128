import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ClassChoice,
  LessonAnswerInput,
  LessonAnswerResult,
  LessonEditorView,
  LessonPage,
  LessonPlayView,
  LessonResultsView,
  PlayTicket,
  PollCounts,
  Progress,
  Question,
  QuestionInput,
  QuestionSet,
  QuestionSetInput,
} from './types';

/*
 * The lessons area's operations (the gateway's lessons module). The teacher's screens first; the
 * learner's player appends its own at the end.
 */

export const LESSON_FIELDS = gql`
  fragment LessonFields on Lesson {
    id
    classId
    title
    sharedBy {
      userId
      firstName
      lastName
    }
    createdAt
    status
    failureReason
    durationSeconds
    hasThumbnail
    questionSetCount
  }
`;

export const QUESTION_FIELDS = gql`
  fragment LessonQuestionFields on LessonQuestion {
    id
    type
    text
    options
    correctOptions
  }
`;

export const QUESTION_SET_FIELDS = gql`
  fragment QuestionSetFields on QuestionSet {
    id
    questionIds
    time
    type
    required
  }
`;

export const LESSONS: TypedDocumentNode<
  { lessons: LessonPage },
  { classId: string; offset: number; limit: number }
> = gql`
  query ClassLessons($classId: ID!, $offset: Int, $limit: Int) {
    lessons(classId: $classId, offset: $offset, limit: $limit) {
      lessons {
        ...LessonFields
      }
      total
      role
    }
  }
  ${LESSON_FIELDS}
`;

export const LESSON_PLAY_TICKET: TypedDocumentNode<{ lessonPlayTicket: PlayTicket }, { classId: string }> =
  gql`
  query LessonPlayTicket($classId: ID!) {
    lessonPlayTicket(classId: $classId) {
      ticket
      expiresAt
    }
  }
`;

/** The caller's groups (its classes), for Class View opened with no class. */
export const LESSON_CLASSES: TypedDocumentNode<
  { chats: { chats: ClassChoice[]; total: number } },
  { limit: number }
> = gql`
  query LessonClasses($limit: Int) {
    chats(offset: 0, limit: $limit, sort: name, chatType: group) {
      chats {
        chatId
        groupId
        fullName
      }
      total
    }
  }
`;

export const LESSON_EDITOR: TypedDocumentNode<{ lessonEditor: LessonEditorView }, { lessonId: string }> = gql`
  query LessonEditor($lessonId: ID!) {
    lessonEditor(lessonId: $lessonId) {
      lesson {
        ...LessonFields
      }
      questions {
        ...LessonQuestionFields
      }
      sets {
        ...QuestionSetFields
      }
    }
  }
  ${LESSON_FIELDS}
  ${QUESTION_FIELDS}
  ${QUESTION_SET_FIELDS}
`;

export const CREATE_LESSON_QUESTION: TypedDocumentNode<
  { createLessonQuestion: Question },
  { lessonId: string; question: QuestionInput }
> = gql`
  mutation CreateLessonQuestion($lessonId: ID!, $question: LessonQuestionInput!) {
    createLessonQuestion(lessonId: $lessonId, question: $question) {
      ...LessonQuestionFields
    }
  }
  ${QUESTION_FIELDS}
`;

export const DELETE_LESSON_QUESTION: TypedDocumentNode<
  { deleteLessonQuestion: boolean },
  { questionId: string }
> = gql`
    mutation DeleteLessonQuestion($questionId: ID!) {
      deleteLessonQuestion(questionId: $questionId)
    }
  `;

export const SAVE_QUESTION_SETS: TypedDocumentNode<
  { saveQuestionSets: { sets: QuestionSet[] } },
  { lessonId: string; sets: QuestionSetInput[] }
> = gql`
  mutation SaveQuestionSets($lessonId: ID!, $sets: [QuestionSetInput!]!) {
    saveQuestionSets(lessonId: $lessonId, sets: $sets) {
      sets {
        ...QuestionSetFields
      }
    }
  }
  ${QUESTION_SET_FIELDS}
`;

export const LESSON_RESULTS: TypedDocumentNode<{ lessonResults: LessonResultsView }, { lessonId: string }> =
  gql`
  query LessonResults($lessonId: ID!) {
    lessonResults(lessonId: $lessonId) {
      lesson {
        ...LessonFields
      }
      questions {
        ...LessonQuestionFields
      }
      sets {
        ...QuestionSetFields
      }
      learners {
        learner {
          userId
          firstName
          lastName
        }
        progress {
          position
          furthest
          completed
          updatedAt
        }
        answers {
          setId
          answers {
            questionId
            type
            chosenOptions
            text
            correct
            correctOptions
          }
          score
          maxScore
          answeredAt
        }
        score
        maxScore
      }
      polls {
        questionId
        counts
        total
      }
    }
  }
  ${LESSON_FIELDS}
  ${QUESTION_FIELDS}
  ${QUESTION_SET_FIELDS}
`;

export const LESSON_RESULTS_CSV: TypedDocumentNode<
  { lessonResultsCsv: { fileName: string; csv: string } },
  { lessonId: string }
> = gql`
  query LessonResultsCsv($lessonId: ID!) {
    lessonResultsCsv(lessonId: $lessonId) {
      fileName
      csv
    }
  }
`;

/*
 * The learner's player. Selections used twice are plain text (no fragment, so no type names need
 * matching in the cache).
 */
const SET_ANSWERS_FIELDS = `
    setId
    answers {
      questionId
      type
      chosenOptions
      text
      correct
      correctOptions
    }
    score
    maxScore
    answeredAt
`;

const POLL_FIELDS = `
    questionId
    counts
    total
`;

export const LESSON_PLAY: TypedDocumentNode<{ lessonPlay: LessonPlayView }, { lessonId: string }> = gql`
  query LessonPlay($lessonId: ID!) {
    lessonPlay(lessonId: $lessonId) {
      lesson {
        id
        classId
        title
        status
        failureReason
        durationSeconds
      }
      role
      sets {
        id
        time
        type
        required
        questions {
          id
          type
          text
          options
        }
      }
      progress {
        position
        furthest
        completed
        updatedAt
      }
      answers {
        ${SET_ANSWERS_FIELDS}
      }
      polls {
        ${POLL_FIELDS}
      }
      score
      maxScore
    }
  }
`;

export const SAVE_LESSON_PROGRESS: TypedDocumentNode<
  { saveLessonProgress: Progress },
  { lessonId: string; position: number; completed?: boolean }
> = gql`
  mutation SaveLessonProgress($lessonId: ID!, $position: Float!, $completed: Boolean) {
    saveLessonProgress(lessonId: $lessonId, position: $position, completed: $completed) {
      position
      furthest
      completed
      updatedAt
    }
  }
`;

export const ANSWER_QUESTION_SET: TypedDocumentNode<
  { answerQuestionSet: LessonAnswerResult },
  { setId: string; answers: LessonAnswerInput[] }
> = gql`
  mutation AnswerQuestionSet($setId: ID!, $answers: [LessonAnswerInput!]!) {
    answerQuestionSet(setId: $setId, answers: $answers) {
      result {
        ${SET_ANSWERS_FIELDS}
      }
      polls {
        ${POLL_FIELDS}
      }
      score
      maxScore
    }
  }
`;

export const LESSON_POLLS: TypedDocumentNode<{ lessonPolls: PollCounts[] }, { lessonId: string }> = gql`
  query LessonPolls($lessonId: ID!) {
    lessonPolls(lessonId: $lessonId) {
      ${POLL_FIELDS}
    }
  }
`;
