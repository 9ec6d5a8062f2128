/**
 * GraphQL schema of proctored exams (spec 3 §1-§4): an examiner (administrator) creates an exam for a
 * class they belong to; the examiner and the class's candidates read it; the examiner reads the report
 * after Stop Test. The live exam (start, stop, messages, flags, times) runs in the exam's room
 * (`joinRoom` with the exam's alias, `sendRoomSignal`, `roomEvents`); stills and the report's CSV and
 * PDF are files on the file server. The proctoring service checks who may, every time.
 */
export const proctoringTypeDefs = /* GraphQL */ `
  "A proctored exam. Times are ISO."
  type Exam {
    examId: ID!
    title: String!
    "The class (chat group) it is for."
    groupId: ID!
    groupName: String!
    examinerUserId: ID!
    examinerName: String!
    startAt: String!
    durationMinutes: Int!
    "startAt plus the duration."
    endAt: String!
    "scheduled, started (the examiner's Start Test) or stopped (Stop Test)."
    status: String!
    startedAt: String
    stoppedAt: String
    "The live room the exam runs in, and the alias to join it by (joinRoom's entry.alias)."
    room: String!
    alias: String!
    "Paths on the web app: /proctoring/candidate?exam=<id>, /proctoring/examinor?exam=<id>."
    candidateLink: String!
    examinerLink: String!
    createdAt: String!
  }

  "An exam of the caller's and their part in it: examiner or candidate."
  type ExamListEntry {
    exam: Exam!
    role: String!
  }

  "A class the caller belongs to, for the exam form."
  type ExamClass {
    groupId: ID!
    name: String!
  }

  "One candidate: joined, started and ended, the server's elapsed seconds, and a disqualification."
  type ExamCandidate {
    examId: ID!
    userId: ID!
    userName: String!
    joinedAt: String!
    startedAt: String
    endedAt: String
    elapsedSeconds: Int!
    "pageClosed or connectionLost (contracts' disqualificationLabels); null when not disqualified."
    disqualified: String
    disqualifiedAt: String
    flagCount: Int!
  }

  "A still frame kept with a flag; path is where the file server serves it (to the examiner, with the session's bearer)."
  type ExamStill {
    "camera or screen."
    kind: String!
    contentType: String!
    bytes: Int!
    path: String!
    at: String!
  }

  "What a candidate's page saw (contracts' examFlagLabels by kind), when, and its stills."
  type ExamFlag {
    flagId: ID!
    examId: ID!
    userId: ID!
    userName: String!
    kind: String!
    detail: String
    at: String!
    stills: [ExamStill!]!
  }

  "An examiner's message to one candidate (chatexam), as kept."
  type ExamMessage {
    messageId: ID!
    examId: ID!
    toUserId: ID!
    fromName: String!
    message: String!
    sentAt: String!
  }

  """
  One exam as the caller sees it: the examiner gets every candidate and flag (with stills); a candidate
  their own record (none before they joined) and the examiner's messages to them.
  """
  type ExamDetail {
    exam: Exam!
    role: String!
    candidates: [ExamCandidate!]!
    flags: [ExamFlag!]!
    messages: [ExamMessage!]!
  }

  type ExamReportCandidate {
    examId: ID!
    userId: ID!
    userName: String!
    joinedAt: String!
    startedAt: String
    endedAt: String
    elapsedSeconds: Int!
    disqualified: String
    disqualifiedAt: String
    flagCount: Int!
    flags: [ExamFlag!]!
  }

  """
  The report after Stop Test: per candidate start, end, time taken, disqualification, flags with stills.
  Its CSV and PDF are downloads from the file server (GET /proctoring/exams/<examId>/report.csv|pdf).
  """
  type ExamReport {
    exam: Exam!
    candidates: [ExamReportCandidate!]!
    generatedAt: String!
  }

  input NewExamInput {
    groupId: ID!
    title: String!
    "ISO with an offset."
    startAt: String!
    durationMinutes: Int!
  }

  extend type Query {
    "The caller's exams, soonest start first: those they examine and those of their classes."
    exams(limit: Int): [ExamListEntry!]!
    "One exam (examiner or a candidate of its class)."
    exam(examId: ID!): ExamDetail!
    "The exam's report: its examiner, after Stop Test."
    examReport(examId: ID!): ExamReport!
    "The classes the caller belongs to (an administrator's own, not every group), for the exam form."
    examClasses: [ExamClass!]!
  }

  extend type Mutation {
    "Creates an exam for a class the caller (an administrator) belongs to."
    createExam(input: NewExamInput!): Exam!
  }
`;
