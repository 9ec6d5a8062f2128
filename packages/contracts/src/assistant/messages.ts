import { ASSISTANT_QUESTION_MAX_LENGTH } from './limits';

/** The assistant's texts: the recommendation chat screen (spec 3 §2), its alerts (§4, §8), its errors. */
export const assistantTexts = {
  title: 'Recommendation Assistant',
  placeholder: 'Enter your query here...',
  poweredBy: 'Powered By',
  startRecording: 'Start Recording',
  stopRecording: 'Stop Recording',
  download: 'Download',
  call: 'Call',
  reset: 'Reset',
  language: 'Language',
  send: 'Send',
  welcome: 'Ask me how to use Canstring: scheduling, joining, sharing, recording, captions and more.',
  recordingAutoStopped: 'Seems like you forgot to stop recording, Recording stoped automatically',
  noMatch:
    'Sorry, I could not find a good answer to that in the knowledge base. Try other words, or ask your administrator to add it.',
  alsoSee: 'You may also mean:',
  emptyKnowledgeBase: 'The knowledge base is empty: an administrator can add entries in Administration.',
  questionTooLong: `A question may have at most ${ASSISTANT_QUESTION_MAX_LENGTH} characters`,
  noSpeechModel: (label: string) =>
    `Speech in ${label} is not available here; you can still type your question.`,
  listening: 'Listening… ask your question out loud.',
  noWebAudio: 'Web Audio API not supported.',
  captureRefused: 'UNABLE TO CAPTURE Mic, PLEASE GIVE PERMISSION',
  socketClosed: 'The speech connection closed; what you said last may be lost. Trying again…',
  bannedTitle: 'Banned words detected',
  bannedBody: (words: readonly string[]) =>
    `Your message contains words that are not allowed: ${words.join(', ')}. The system will report it to the administrators.`,
  close: 'Close',
  proceed: 'Proceed',
  callTitle: 'Call through the contact centre',
  callSteps: [
    'Proceed opens the softphone in a new tab.',
    'Log in with the credentials shown below.',
    'Return to this page and close this popup.',
    'Click the mic.',
    'Choose the browser tab of the call in the screen share picker.',
    'Stay on this page to see recommendations.',
  ],
  callUsername: 'Username',
  callPassword: 'Password',
  callNotConfigured: 'Calling is not set up for this organisation',
} as const;

/** The knowledge base's texts in administration. */
export const knowledgeBaseTexts = {
  tab: 'Knowledge base',
  reportsTab: 'Banned-word reports',
  question: 'Question',
  keywords: 'Keywords',
  answer: 'Answer',
  add: 'Add entry',
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save',
  cancel: 'Cancel',
  importCsv: 'Import CSV',
  exportCsv: 'Export CSV',
  deleteConfirm: 'Delete this entry from the knowledge base?',
  empty: 'No entries yet',
  noReports: 'No reports',
  reportUser: 'User',
  reportWords: 'Words',
  reportSource: 'Where',
  reportAt: 'When',
  imported: (added: number, updated: number) => `${added} added, ${updated} updated`,
  csvHeader: 'The CSV must start with the header question,answer,keywords',
  csvLine: (line: number, message: string) => `Line ${line}: ${message}`,
  csvTooLarge: 'The CSV file is too large',
  notFound: 'That entry no longer exists',
  duplicate: 'An entry with this question already exists',
  adminsOnly: 'Only administrators may manage the knowledge base',
} as const;

/** The legacy softphone call (spec 1 §7 POST /awsConnect) when no contact centre is configured. */
export const callCentreTexts = {
  notConfigured: 'Calling through the contact centre is not configured',
  rung: 'The user is being called',
  callYourself: 'You cannot call yourself',
} as const;
