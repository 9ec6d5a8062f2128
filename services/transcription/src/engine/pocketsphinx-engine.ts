import path from 'node:path';
import { type PocketsphinxLibrary, pocketsphinxLibrary } from './pocketsphinx-library';
import { type Hypothesis, noModelFor, type Recognizer, type SpeechEngine } from './speech-engine';

/** Where Debian's pocketsphinx-en-us puts the US-English model. */
export const DEBIAN_EN_US_MODEL = '/usr/share/pocketsphinx/model/en-us';

/**
 * Live-caption tuning: no second flat pass, fewer active HMMs, a short phone-loop window. About 0.12
 * of real time on one core, partial hypotheses every ~0.5 s of speech, the final one soon after it ends.
 */
const TUNING = ['-fwdflat', 'no', '-maxhmmpf', '3000', '-pl_window', '5'];

const argumentsFor = (modelDir: string): string[] => [
  '-hmm',
  path.join(modelDir, 'en-us'),
  '-lm',
  path.join(modelDir, 'en-us.lm.bin'),
  '-dict',
  path.join(modelDir, 'cmudict-en-us.dict'),
  ...TUNING,
  // Its log goes nowhere: the service logs what matters.
  '-logfn',
  '/dev/null',
];

const textOf = (lib: PocketsphinxLibrary, decoder: unknown): string =>
  (lib.ps_get_hyp(decoder, [0]) ?? '').trim();

/**
 * One pocketsphinx decoder. pocketsphinx's own voice activity detection (`ps_get_in_speech`) marks
 * the utterances: while it hears speech each piece of audio may give a partial hypothesis; when the
 * speech stops the utterance ends with its final hypothesis and a new one begins.
 */
const openRecognizer = (lib: PocketsphinxLibrary, modelDir: string, onClose: () => void): Recognizer => {
  const args = argumentsFor(modelDir);
  const config = lib.cmd_ln_parse_r(null, lib.ps_args(), args.length, args, 1);
  if (!config) throw new Error(`pocketsphinx refused its arguments (model ${modelDir})`);
  const decoder = lib.ps_init(config);
  if (!decoder) {
    lib.cmd_ln_free_r(config);
    throw new Error(`pocketsphinx could not load the model in ${modelDir}`);
  }
  lib.ps_start_utt(decoder);
  let inSpeech = false;
  let closed = false;

  const finish = (): Hypothesis | null => {
    lib.ps_end_utt(decoder);
    const text = textOf(lib, decoder);
    lib.ps_start_utt(decoder);
    inSpeech = false;
    return text ? { isFinal: true, text } : null;
  };
  const usable = () => {
    if (closed) throw new Error('The recognizer is closed');
  };

  return {
    feed: (pcm) => {
      usable();
      lib.ps_process_raw(decoder, pcm, pcm.length, 0, 0);
      const speaking = lib.ps_get_in_speech(decoder) !== 0;
      if (inSpeech && !speaking) return finish();
      inSpeech = speaking;
      if (!speaking) return null;
      const text = textOf(lib, decoder);
      return text ? { isFinal: false, text } : null;
    },
    end: () => {
      usable();
      return finish();
    },
    close: () => {
      if (closed) return;
      closed = true;
      lib.ps_free(decoder);
      lib.cmd_ln_free_r(config);
      onClose();
    },
  };
};

/** Debian's pocketsphinx with its US-English model, called in-process. */
export const createPocketsphinxEngine = (options: { modelDir?: string } = {}): SpeechEngine => {
  const modelDir = options.modelDir ?? DEBIAN_EN_US_MODEL;
  // English spoken in India (the assistant's default, spec 3 §4) is heard with the same English model.
  const languages = ['en-US', 'en-IN'] as const;
  let open = 0;
  return {
    languages,
    recognizer: (language) => {
      if (!languages.some((l) => l.toLowerCase() === language.toLowerCase())) throw noModelFor(language);
      const recognizer = openRecognizer(pocketsphinxLibrary(), modelDir, () => {
        open--;
      });
      open++;
      return recognizer;
    },
    get openRecognizers() {
      return open;
    },
  };
};
