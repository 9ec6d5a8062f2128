import { gql, type TypedDocumentNode } from '@apollo/client';
import type { Exam, ExamClass, ExamDetail, ExamListEntry, ExamReport, NewExamInput } from './types';

/** The proctoring area's operations (the gateway's proctoring module). */

/*
 * Field lists are spelled into each operation (no fragments): the operations read the same with or
 * without __typename in the answer.
 */
const EXAM_FIELDS = `
    examId
    title
    groupId
    groupName
    examinerUserId
    examinerName
    startAt
    durationMinutes
    endAt
    status
    startedAt
    stoppedAt
    room
    alias
    candidateLink
    examinerLink
    createdAt
`;

const FLAG_FIELDS = `
    flagId
    examId
    userId
    userName
    kind
    detail
    at
    stills {
      kind
      contentType
      bytes
      path
      at
    }
`;

const CANDIDATE_FIELDS = `
    examId
    userId
    userName
    joinedAt
    startedAt
    endedAt
    elapsedSeconds
    disqualified
    disqualifiedAt
    flagCount
`;

export const EXAMS: TypedDocumentNode<{ exams: ExamListEntry[] }, { limit?: number }> = gql`
  query Exams($limit: Int) {
    exams(limit: $limit) {
      exam {
        ${EXAM_FIELDS}
      }
      role
    }
  }
`;

export const EXAM_CLASSES: TypedDocumentNode<{ examClasses: ExamClass[] }, Record<string, never>> = gql`
  query ExamClasses {
    examClasses {
      groupId
      name
    }
  }
`;

export const CREATE_EXAM: TypedDocumentNode<{ createExam: Exam }, { input: NewExamInput }> = gql`
  mutation CreateExam($input: NewExamInput!) {
    createExam(input: $input) {
      ${EXAM_FIELDS}
    }
  }
`;

export const EXAM: TypedDocumentNode<{ exam: ExamDetail }, { examId: string }> = gql`
  query Exam($examId: ID!) {
    exam(examId: $examId) {
      exam {
        ${EXAM_FIELDS}
      }
      role
      candidates {
        ${CANDIDATE_FIELDS}
      }
      flags {
        ${FLAG_FIELDS}
      }
      messages {
        messageId
        examId
        toUserId
        fromName
        message
        sentAt
      }
    }
  }
`;

export const EXAM_REPORT: TypedDocumentNode<{ examReport: ExamReport }, { examId: string }> = gql`
  query ExamReport($examId: ID!) {
    examReport(examId: $examId) {
      exam {
        ${EXAM_FIELDS}
      }
      candidates {
        ${CANDIDATE_FIELDS}
        flags {
          ${FLAG_FIELDS}
        }
      }
      generatedAt
    }
  }
`;
