import { AppError, ErrorCode, transcriptionMessages } from '@canstring/contracts';

/** What the recogniser has heard so far: partial while the speech goes on, final when it ended. */
export interface Hypothesis {
  isFinal: boolean;
  text: string;
}

/**
 * One speaker's running recognition. Audio goes in as 16-bit mono PCM at 16 kHz; each call answers
 * a new hypothesis, or null when there is nothing (new) to say.
 */
export interface Recognizer {
  /** Recognises a piece of audio: a partial hypothesis while speech goes on, a final one when it ended. */
  feed(pcm: Int16Array): Hypothesis | null;
  /** Ends the utterance now: its final hypothesis, if anything was said. The recognizer stays usable. */
  end(): Hypothesis | null;
  /** Frees the recognizer at once; it cannot be used afterwards. */
  close(): void;
}

/** A speech recogniser that runs on this machine: the languages it has models for, and recognizers. */
export interface SpeechEngine {
  readonly languages: readonly string[];
  /** A recognizer for the language; BAD_INPUT naming the language when there is no model for it. */
  recognizer(language: string): Recognizer;
  /** Recognizers made and not yet closed. */
  readonly openRecognizers: number;
}

/** The refusal of a language the engine has no model for. */
export const noModelFor = (language: string): AppError =>
  new AppError(ErrorCode.BadInput, transcriptionMessages.noLanguage(language));
