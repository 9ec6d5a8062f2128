/**
 * GraphQL schema of the recommendation assistant (spec 3 §2, §3): questions answered from the knowledge
 * base, the Call popup's softphone, and for administrators the knowledge base and the banned-word reports.
 */
export const assistantTypeDefs = /* GraphQL */ `
  type AssistantMatch {
    entryId: ID!
    question: String!
    answer: String!
    score: Float!
  }

  "The bot reply (spec 3 §3): its response is a string (message) or a list of lists of strings (answers)."
  type AssistantReply {
    "What to show as asked."
    input: String!
    "The response when it is a string: no good match, an empty knowledge base, or banned words."
    message: String
    "The response when it is a list: [best answer], then [alternative question, its answer] for each alternative."
    answers: [[String!]!]
    best: AssistantMatch
    alternatives: [AssistantMatch!]!
    "Set when the question held banned words: it was not answered, and was reported."
    bannedWords: [String!]!
  }

  type AssistantScreening {
    bannedWords: [String!]!
  }

  "The Call popup's softphone and login; message (and no URL) when calling is not set up."
  type CallCentre {
    softphoneUrl: String
    username: String
    password: String
    message: String
  }

  type KnowledgeEntry {
    id: ID!
    question: String!
    answer: String!
    keywords: String!
    updatedAt: String!
  }

  type KnowledgeEntryPage {
    entries: [KnowledgeEntry!]!
    total: Int!
  }

  type KnowledgeImport {
    added: Int!
    updated: Int!
  }

  type BannedWordReport {
    id: ID!
    userId: ID!
    words: [String!]!
    "typed or spoken"
    source: String!
    at: String!
  }

  type BannedWordReportPage {
    reports: [BannedWordReport!]!
    total: Int!
  }

  input KnowledgeEntryInput {
    question: String!
    answer: String!
    keywords: String
  }

  "How a question was put: typed (text) or spoken (voice)."
  enum AssistantInputType {
    text
    voice
  }

  extend type Query {
    "The Call popup's settings."
    assistantCallCentre: CallCentre!
    "The knowledge base, a page at a time (administrators)."
    knowledgeEntries(search: String, offset: Int, limit: Int): KnowledgeEntryPage!
    "The whole knowledge base as CSV (administrators)."
    knowledgeBaseCsv: String!
    "The banned-word reports, newest first (administrators)."
    bannedWordReports(offset: Int, limit: Int): BannedWordReportPage!
  }

  extend type Mutation {
    "Puts a question to the assistant; banned words are reported, so this is a mutation."
    askAssistant(question: String!, inputType: AssistantInputType): AssistantReply!
    "Screens a spoken sentence that is not a question; banned words are reported."
    screenAssistantSpeech(text: String!): AssistantScreening!
    createKnowledgeEntry(input: KnowledgeEntryInput!): KnowledgeEntry!
    updateKnowledgeEntry(id: ID!, input: KnowledgeEntryInput!): KnowledgeEntry!
    deleteKnowledgeEntry(id: ID!): Boolean!
    "Adds or updates the CSV's entries (header question,answer,keywords); a bad line refuses the whole file."
    importKnowledgeBase(csv: String!): KnowledgeImport!
  }
`;
