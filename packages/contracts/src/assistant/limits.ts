/** Spec 3 §9: the assistant's recording stops by itself after 60 s, checked every second. */
export const ASSISTANT_RECORDING_MAX_MS = 60_000;
export const ASSISTANT_RECORDING_CHECK_MS = 1_000;
/** A question longer than this is refused with a clear message. */
export const ASSISTANT_QUESTION_MAX_LENGTH = 500;
/** The answer is the best entry and at most this many alternatives. */
export const ASSISTANT_ALTERNATIVES = 2;
/** A knowledge-base entry's question, keywords and answer. */
export const KNOWLEDGE_QUESTION_MAX_LENGTH = 300;
export const KNOWLEDGE_KEYWORDS_MAX_LENGTH = 300;
export const KNOWLEDGE_ANSWER_MAX_LENGTH = 4_000;
/** A CSV import holds at most this many characters and entries. */
export const KNOWLEDGE_CSV_MAX_LENGTH = 1_000_000;
export const KNOWLEDGE_CSV_MAX_ENTRIES = 2_000;
/** The administrators' lists (entries, reports) come in pages of this many. */
export const ASSISTANT_PAGE_SIZE = 20;
export const ASSISTANT_PAGE_MAX = 100;
