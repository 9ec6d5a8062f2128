/**
 * The proctoring screens' own words (the spec is silent on them), beside the spec's in texts.ts:
 * the exams page, the candidate's sharing, the examiner's panels and the report's labels.
 */
export const proctoringScreenTexts = {
  /** A screen whose read failed offers to read it again. */
  tryAgain: 'Try again',
  /**
   * A flag's detail as the page words it: how the tab was left ('hidden', 'blur'), or what was
   * shared instead of a whole screen (the capture's displaySurface). Others are shown as given.
   */
  flagDetails: {
    hidden: 'another tab, or the window minimised',
    blur: 'another window',
    window: 'a window',
    browser: 'a browser tab',
    application: 'an application',
  } as Readonly<Record<string, string>>,
  /** A flag's still, for assistive technology: which picture, and when. */
  stillAlt: (kind: 'camera' | 'screen', at: string) => `${kind === 'camera' ? 'Camera' : 'Screen'} at ${at}`,
  exams: {
    heading: 'Exams',
    noExams: 'No exams yet',
    openExaminer: 'Open examiner view',
    openReport: 'Report',
    openCandidate: 'Take the exam',
    created: 'Exam created. Share the candidate link with the class.',
    copyLink: 'Copy link',
    linkCopied: 'Link copied',
    noClasses: 'You belong to no class to create an exam for',
    chooseClass: 'Choose a class',
    minutes: (count: number) => `${count} min`,
    statuses: { scheduled: 'Scheduled', started: 'Started', stopped: 'Stopped' },
    roles: { examiner: 'Examiner', candidate: 'Candidate' },
  },
  candidate: {
    screen: 'Screen',
    camera: 'Camera',
    share: 'Share screen and camera',
    shareAgain: 'Share again',
    recorded: (label: string) => `Recorded: ${label}`,
    noExam: 'This exam link is not complete: open the link the examiner gave you.',
    screenRefused: 'Sharing the screen was cancelled or refused',
  },
  examiner: {
    flags: (count: number) => `Flags (${count})`,
    cameras: 'Cameras',
    examTime: 'Exam time',
    messageTo: (name: string) => `Message ${name}`,
    watch: (name: string) => `Watch ${name}`,
    dismiss: 'Dismiss',
    close: 'Close',
  },
  report: {
    heading: (title: string) => `Report: ${title}`,
    generatedAt: 'Generated',
    noFlags: 'None',
    notStarted: 'Did not start',
    back: 'Back to exams',
  },
} as const;
