/**
 * Every room signal's rule, one family of methods to a file.
 *
 * To add a signal family: write `rules/signals/<family>.ts` exporting
 * `export const <family>Signals = { <method>: rule, ... } satisfies Partial<SignalRules>;`
 * and add it to `families` below (one line). The methods themselves, their payloads and who may send
 * them are declared in the contracts (room/signals.ts). A method without a rule, or with two, does
 * not compile.
 */
import { captionSignals } from './captions';
import { chatSignals } from './chat';
import { documentSignals } from './document';
import { examSignals } from './exam';
import { handSignals } from './hands';
import { hostingSignals } from './hosting';
import { mediaSignals } from './media';
import { meetingSignals } from './meeting';
import { mp4Signals } from './mp4';
import { presenceSignals } from './presence';
import { recordingSignals } from './recording';
import { screenShareSignals } from './screen-share';
import type { SignalRules } from './signal-scope';
import { whiteboardSignals } from './whiteboard';
import { youtubeSignals } from './youtube';

const families = [
  presenceSignals,
  mediaSignals,
  handSignals,
  chatSignals,
  captionSignals,
  screenShareSignals,
  meetingSignals,
  recordingSignals,
  hostingSignals,
  whiteboardSignals,
  documentSignals,
  mp4Signals,
  youtubeSignals,
  examSignals,
] as const;

/** All the families' rules in one object. */
type Joined<T extends readonly object[]> = T extends readonly [
  infer F,
  ...infer Rest extends readonly object[],
]
  ? F & Joined<Rest>
  : unknown;

/** The methods that more than one family has a rule for. */
type Repeated<T extends readonly object[], Seen = never> = T extends readonly [
  infer F,
  ...infer Rest extends readonly object[],
]
  ? Extract<keyof F, Seen> | Repeated<Rest, Seen | keyof F>
  : never;

// A method two families both claim is a type error here, naming the method.
const eachMethodOnce: [Repeated<typeof families>] extends [never] ? true : Repeated<typeof families> = true;
void eachMethodOnce;

/** The rule of every method; a method without one is a type error here. */
export const signalRules = Object.assign({}, ...families) as Joined<typeof families> satisfies SignalRules;

export type { SignalOf, SignalRule, SignalRules, SignalScope } from './signal-scope';
