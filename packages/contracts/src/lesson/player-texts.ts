import { lessonDurationText } from './constants';
import { type QuestionType, questionTypeTabNames } from './lesson';
import { lessonMessages } from './messages';

/**
 * The words of the learner's player (the set types by the spec's tab names; the rest are the product's).
 * The refusals (a required set first, answered already) are in `lessonMessages`.
 */
export const lessonPlayerTexts = {
  loading: 'Opening the lesson…',
  back: 'Back',
  play: 'Play',
  pause: 'Pause',
  seekBar: 'Position in the video',
  marker: (type: QuestionType, time: number, required: boolean) =>
    `${questionTypeTabNames[type]} at ${lessonDurationText(time)}${required ? ' (required)' : ''}`,
  position: (time: number, duration: number) =>
    `${lessonDurationText(time)} / ${lessonDurationText(duration)}`,
  resumed: (time: number) => `Continuing where you stopped, at ${lessonDurationText(time)}`,
  setTitle: (type: QuestionType, time: number) =>
    `${questionTypeTabNames[type]} · ${lessonDurationText(time)}`,
  required: 'Required',
  /** Shown when the learner tries to go on or skip past a required set they have not answered. */
  blocked: lessonMessages.requiredSetFirst,
  submit: 'Submit',
  answerEvery: lessonMessages.answerEveryQuestion,
  continue: 'Continue',
  skip: 'Skip',
  dismissNote: 'Got it',
  yourAnswer: 'Your answer',
  correct: 'Correct',
  wrong: 'Not quite',
  rightAnswer: (options: string[]) => `Right answer: ${options.join(', ')}`,
  setScore: (score: number, max: number) => `${score} of ${max} right`,
  votes: (count: number, total: number) =>
    `${count} ${count === 1 ? 'vote' : 'votes'}${total ? ` (${Math.round((count / total) * 100)}%)` : ''}`,
  classVotes: (total: number) => `The class so far: ${total} ${total === 1 ? 'answer' : 'answers'}`,
  summaryTitle: 'Lesson finished: your answers',
  totalScore: (score: number, max: number) => `Your score: ${score} / ${max}`,
  notAnswered: 'Not answered',
  noSets: 'This lesson has no questions.',
  watchAgain: 'Watch again',
  closeSummary: 'Close',
} as const;
