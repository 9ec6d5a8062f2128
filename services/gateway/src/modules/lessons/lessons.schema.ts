/**
 * GraphQL schema of interactive-video lessons (spec 2 §2.6, §3 Interactive lesson, Video quiz, Question
 * set, §4, §5): a class's (group's) videos, the question bank and its sets for the class's hosts, the
 * learner's player, and the teacher's results. The lesson service checks membership and role on every
 * call. The video and thumbnail bytes come from the file server with the class's play ticket
 * (`lessonPlayTicket`, then `lessonFilePaths` of the contracts), never through GraphQL.
 */
export const lessonsTypeDefs = /* GraphQL */ `
  "Where a lesson came from: a video shared in the class's chat, or a meeting recording published to it."
  enum LessonSource {
    chat
    recording
  }

  "preparing (duration and thumbnail being read), ready (plays and is edited), or failed (kept, never offered to play)."
  enum LessonStatus {
    preparing
    ready
    failed
  }

  "A class's hosts (members with user role 1) are its teachers; every other member is a learner."
  enum LessonRole {
    teacher
    learner
  }

  "The editor's tabs read Assessment, Servey, poll, Notes (questionTypeTabNames)."
  enum LessonQuestionType {
    assessment
    survey
    poll
    notes
  }

  type LessonPerson {
    userId: ID!
    firstName: String!
    lastName: String
  }

  "A video shared in a class's chat (spec 2 §3 Interactive lesson)."
  type Lesson {
    id: ID!
    "The class: the group whose chat shared the video."
    classId: ID!
    source: LessonSource!
    "The chat attachment it came from (spec message_id); null for a published recording."
    attachmentId: ID
    "The published recording's unique name; null for a chat video."
    recordingName: String
    "The shared file's name (spec message); cards cut it with shortLessonTitle."
    title: String!
    sharedBy: LessonPerson!
    "When it was shared (ISO)."
    createdAt: String!
    mimeType: String!
    status: LessonStatus!
    "Why it cannot be played; null unless failed."
    failureReason: String
    "Seconds; null until read."
    durationSeconds: Float
    "Whether the file server has a thumbnail for it."
    hasThumbnail: Boolean!
    questionSetCount: Int!
    "Legacy is_video_quiz_found; every save sets it too."
    isVideoQuizFound: Boolean!
  }

  type LessonPage {
    "Newest first."
    lessons: [Lesson!]!
    total: Int!
    "The caller's role in the class."
    role: LessonRole!
  }

  type LessonWithRole {
    lesson: Lesson!
    role: LessonRole!
  }

  "A ticket for the file server's lesson video and thumbnail addresses of one class, for the caller."
  type LessonPlayTicket {
    ticket: String!
    expiresAt: String!
  }

  "A question of a lesson's bank, as its teachers see it."
  type LessonQuestion {
    id: ID!
    lessonId: ID!
    type: LessonQuestionType!
    text: String!
    "Empty for survey and notes."
    options: [String!]!
    "Indexes (from 0) of the correct options; empty unless assessment."
    correctOptions: [Int!]!
    createdAt: String!
  }

  "Where the video stops and which questions it shows (spec 2 §3 Video quiz)."
  type QuestionSet {
    id: ID!
    lessonId: ID!
    "In the order they are shown."
    questionIds: [ID!]!
    "Seconds into the video."
    time: Float!
    "The type its questions share."
    type: LessonQuestionType!
    required: Boolean!
  }

  type LessonEditor {
    lesson: Lesson!
    questions: [LessonQuestion!]!
    "By time."
    sets: [QuestionSet!]!
  }

  type SavedQuestionSets {
    lesson: Lesson!
    "By time."
    sets: [QuestionSet!]!
  }

  "A question as the learner sees it: no correct options."
  type LessonPlayerQuestion {
    id: ID!
    lessonId: ID!
    type: LessonQuestionType!
    text: String!
    options: [String!]!
  }

  type LessonPlayerSet {
    id: ID!
    lessonId: ID!
    questionIds: [ID!]!
    time: Float!
    type: LessonQuestionType!
    required: Boolean!
    questions: [LessonPlayerQuestion!]!
  }

  "One answer, with its feedback."
  type LessonAnswer {
    questionId: ID!
    type: LessonQuestionType!
    chosenOptions: [Int!]!
    text: String
    "Assessment only: whether the chosen options are exactly the correct ones; null otherwise."
    correct: Boolean
    "Assessment only: the correct options; empty otherwise."
    correctOptions: [Int!]!
  }

  "A learner's answers to one set."
  type LessonSetAnswers {
    setId: ID!
    answers: [LessonAnswer!]!
    score: Int!
    maxScore: Int!
    answeredAt: String!
  }

  "The class's counts for one poll question, in the order of its options."
  type LessonPollCounts {
    questionId: ID!
    counts: [Int!]!
    total: Int!
  }

  type LessonProgress {
    "Where the player resumes (seconds)."
    position: Float!
    furthest: Float!
    completed: Boolean!
    updatedAt: String
  }

  "Everything the learner's player needs."
  type LessonPlay {
    lesson: Lesson!
    role: LessonRole!
    "By time."
    sets: [LessonPlayerSet!]!
    progress: LessonProgress!
    "The caller's answers so far (the summary)."
    answers: [LessonSetAnswers!]!
    polls: [LessonPollCounts!]!
    "The caller's score over the whole lesson."
    score: Int!
    maxScore: Int!
  }

  type LessonAnswerResult {
    "The feedback."
    result: LessonSetAnswers!
    "The class's counts for this set's polls."
    polls: [LessonPollCounts!]!
    "The caller's whole-lesson score."
    score: Int!
    maxScore: Int!
  }

  type LessonLearnerResult {
    learner: LessonPerson!
    progress: LessonProgress!
    answers: [LessonSetAnswers!]!
    score: Int!
    maxScore: Int!
  }

  type LessonResults {
    lesson: Lesson!
    questions: [LessonQuestion!]!
    sets: [QuestionSet!]!
    "Every member who opened the lesson."
    learners: [LessonLearnerResult!]!
    polls: [LessonPollCounts!]!
  }

  type LessonResultsCsv {
    fileName: String!
    csv: String!
  }

  "A question as a teacher writes it: options for assessment and poll, correctOptions (indexes) for assessment."
  input LessonQuestionInput {
    type: LessonQuestionType!
    text: String!
    options: [String!]
    correctOptions: [Int!]
  }

  "A set as the editor holds it: id for one already saved, none for a new one."
  input QuestionSetInput {
    id: ID
    questionIds: [ID!]!
    time: Float!
    required: Boolean
  }

  "An answer to one question: chosenOptions for assessment (one or more) and poll (one), text for survey."
  input LessonAnswerInput {
    questionId: ID!
    chosenOptions: [Int!]
    text: String
  }

  extend type Query {
    "Class View: a class's lessons, newest first; members of the class only."
    lessons(classId: ID!, offset: Int, limit: Int): LessonPage!
    "One lesson and the caller's role in its class."
    lesson(lessonId: ID!): LessonWithRole!
    "A play ticket for the class's lesson videos and thumbnails on the file server; members only."
    lessonPlayTicket(classId: ID!): LessonPlayTicket!
    "The question bank and the sets; the class's teachers only."
    lessonEditor(lessonId: ID!): LessonEditor!
    "One set; teachers only."
    questionSet(setId: ID!): QuestionSet!
    "The lesson as the caller plays it."
    lessonPlay(lessonId: ID!): LessonPlay!
    "The class's poll counts for a lesson."
    lessonPolls(lessonId: ID!): [LessonPollCounts!]!
    "Who watched how far, their answers and scores, the polls' counts; teachers only."
    lessonResults(lessonId: ID!): LessonResults!
    "The results as CSV; teachers only."
    lessonResultsCsv(lessonId: ID!): LessonResultsCsv!
  }

  extend type Mutation {
    "Adds a question to the lesson's bank; teachers only."
    createLessonQuestion(lessonId: ID!, question: LessonQuestionInput!): LessonQuestion!
    "Changes a question nobody has answered yet."
    updateLessonQuestion(questionId: ID!, question: LessonQuestionInput!): LessonQuestion!
    "Removes a question that is in no set."
    deleteLessonQuestion(questionId: ID!): Boolean!
    """
    'Save Interactive Video': the lesson's whole list of sets. Refused as a whole (nothing changed) when a
    set breaks a rule: BAD_INPUT with 'SELECT ATLEAST ONE QUESTION.', 'THERE IS ALREADY A QUESTION SET NEAR
    BY TIME PLEASE CHOOSE ANOTHER TIMESTAMP', ... as the message and the set named in fields (sets.<i>).
    """
    saveQuestionSets(lessonId: ID!, sets: [QuestionSetInput!]!): SavedQuestionSets!
    "Deletes one set and its answers; teachers only."
    deleteQuestionSet(setId: ID!): Boolean!
    "Saves where the caller is; refused past an unanswered required set."
    saveLessonProgress(lessonId: ID!, position: Float!, completed: Boolean): LessonProgress!
    "Answers one set, once."
    answerQuestionSet(setId: ID!, answers: [LessonAnswerInput!]!): LessonAnswerResult!
    "The Recordings modal's 'Publish to class': a class meeting's recording made a lesson of the class; its teachers."
    publishRecordingToClass(classId: ID!, uniqueName: String!): Lesson!
    "Takes a published recording back out of the class's lessons; its teachers."
    unpublishRecordingLesson(lessonId: ID!): Boolean!
  }
`;
