/** Proctoring's screen texts (spec 3 §2, §8) and the refusals the services give, in one place. */
export const proctoringTexts = {
  // ---- the spec's own ----
  startTest: 'Start Test',
  stopTest: 'Stop Test',
  candidates: 'Candidates',
  logOut: 'Log out',
  messagePlaceholder: 'Type message and press Enter key to send',
  testStarted: 'Test has been started, You will be exited once examinor stop the test',
  /** The rules panel of the candidate view (spec 3 §2 Candidate view). */
  rules: [
    'Allow camera and screen share and check both appear.',
    'Click Start Test when the examiner starts the test.',
    'Closing the page before finishing disqualifies you.',
    'A failed internet connection disqualifies you.',
  ],
  rulesHeading: 'Rules',
  /** The examiner's videos of the selected candidate were cleared after a stream error (spec 3 §8). */
  streamError: "The candidate's stream stopped; their videos were cleared",
  // ---- ours (the spec is silent) ----
  waitingForExaminer: 'Waiting for the examiner to start the test',
  testStopped: 'The examiner stopped the test',
  timeUp: 'Time is up: the test has ended',
  disqualified: 'You were disqualified from this exam',
  messageFromExaminer: 'Message from the examiner',
  createExam: 'Create exam',
  examTitle: 'Title',
  examClass: 'Class',
  examStart: 'Start time',
  examDuration: 'Duration (minutes)',
  candidateLink: 'Candidate link',
  examinerLink: 'Examiner link',
  report: 'Report',
  downloadCsv: 'Download CSV',
  downloadPdf: 'Download PDF',
  noCandidates: 'No candidate has joined yet',
  reportColumns: {
    candidate: 'Candidate',
    joined: 'Joined',
    start: 'Start',
    end: 'End',
    timeTaken: 'Time taken',
    disqualified: 'Disqualified',
    flags: 'Flags',
  },
} as const;

/** What each flag kind reads as, on the examiner's list, the timeline and the report. */
export const examFlagLabels = {
  tabLeft: 'Left the exam tab or window',
  screenShareStopped: 'Stopped sharing the screen',
  notWholeScreen: 'Shared something other than the whole screen',
  cameraOff: 'Turned the camera off',
  cameraBlack: 'Camera picture stayed black',
  fullscreenLeft: 'Left fullscreen',
  offline: 'Went offline',
} as const;

/** Why a candidate was disqualified (spec 3 §2 rules): the server decides, from the room's leave and heartbeat. */
export const disqualificationLabels = {
  pageClosed: 'Closed the exam page before finishing',
  connectionLost: 'Lost the internet connection',
} as const;

/** Refusals, each a clear message with its error code chosen by the service. */
export const proctoringMessages = {
  examNotFound: 'Exam not found',
  notExaminer: 'Only the examiner can do this',
  notInClass: 'You are not a member of this class',
  examinerRoleRequired: 'Only an administrator can create an exam',
  examinerNotInClass: 'You can create an exam only for a class you belong to',
  signInRequired: 'Sign in to take this exam',
  titleRequired: 'Title is required',
  startRequired: 'Start time is required',
  startTooEarly: 'The start time is in the past',
  startTooLate: 'The start time is too far ahead',
  durationOutOfRange: 'The duration must be between 1 and 600 minutes',
  alreadyStarted: 'The test has already been started',
  alreadyStopped: 'The test has already been stopped',
  testNotRunning: 'The test is not running',
  notStarted: 'The examiner has not started the test yet',
  candidateAlreadyStarted: 'You have already started the test',
  candidateNotStarted: 'You have not started the test',
  candidateDisqualified: 'You were disqualified from this exam',
  candidateOnly: 'Only a candidate can do this',
  shareBothFirst: 'Share both your camera and your screen before you start the test',
  otherTab: 'You are already in this exam in another tab or window',
  candidateNotInExam: 'That candidate is not in this exam',
  messageEmpty: 'Type a message first',
  forgedTime: "The time sent does not match the test's time",
  forgedFlagTime: 'The time of this flag is not valid',
  tooManyFlags: 'Too many flags for this candidate',
  flagNotFound: 'Flag not found',
  stillAlreadyKept: 'This still is already kept',
  stillTooLarge: 'A still frame must be at most 1.5 MB',
  stillType: 'A still frame must be a JPEG or WebP picture',
  stillNotFound: 'Still frame not found',
  notAnExamRoom: 'This is not an exam',
  notInExam: 'Not available during an exam',
  reportNotReady: 'The report is ready once the test has been stopped',
} as const;
