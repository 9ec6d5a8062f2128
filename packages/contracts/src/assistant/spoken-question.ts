/** Words a spoken question starts with; a recogniser writes no question mark. */
const questionStarts = new Set([
  'how',
  'what',
  'where',
  'when',
  'why',
  'who',
  'which',
  'whose',
  'whom',
  'can',
  'could',
  'do',
  'does',
  'did',
  'is',
  'are',
  'was',
  'should',
  'will',
  'would',
  'may',
  'shall',
  'tell',
  'explain',
]);

/** Whether a final sentence of speech (or typed text) is a question to put to the assistant. */
export const isQuestion = (sentence: string): boolean => {
  const text = sentence.trim().toLowerCase();
  if (!text) return false;
  if (text.endsWith('?')) return true;
  const first = text.split(/[^\p{L}']+/u).find(Boolean) ?? '';
  return questionStarts.has(first);
};
