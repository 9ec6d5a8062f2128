import { ErrorCode, transcriptionMessages } from '@canstring/contracts';
import { GO_FORWARD_TEXT, goForwardFrames } from '../test-support/go-forward';
import { createPocketsphinxEngine } from './pocketsphinx-engine';
import type { Hypothesis } from './speech-engine';

const engine = createPocketsphinxEngine();

describe('the pocketsphinx engine', () => {
  it('hears the test recording exactly, with partial hypotheses while the speech goes on', () => {
    const recognizer = engine.recognizer('en-US');
    const heard: Hypothesis[] = [];
    for (const frame of goForwardFrames()) {
      const hypothesis = recognizer.feed(frame);
      if (hypothesis) heard.push(hypothesis);
    }
    const last = recognizer.end();
    if (last) heard.push(last);
    recognizer.close();

    expect(heard.filter((h) => h.isFinal)).toEqual([{ isFinal: true, text: GO_FORWARD_TEXT }]);
    const partials = heard.filter((h) => !h.isFinal).map((h) => h.text);
    expect(partials.length).toBeGreaterThan(1);
    expect(partials[0]).toBe('go');
    expect(engine.openRecognizers).toBe(0);
  });

  it('ends an utterance on demand and stays usable for the next one', () => {
    const recognizer = engine.recognizer('en-us');
    const frames = goForwardFrames();
    for (const frame of frames.slice(0, 6)) recognizer.feed(frame);
    expect(recognizer.end()).toEqual({ isFinal: true, text: expect.stringMatching(/^go forward/) });
    expect(recognizer.end()).toBeNull();
    const finals = frames.map((f) => recognizer.feed(f)).filter((h) => h?.isFinal);
    expect(finals).toEqual([{ isFinal: true, text: GO_FORWARD_TEXT }]);
    recognizer.close();
    recognizer.close();
    expect(() => recognizer.feed(frames[0]!)).toThrow(/closed/);
  });

  it('refuses a language it has no model for, naming it', () => {
    expect(engine.languages).toEqual(['en-US', 'en-IN']);
    expect(() => engine.recognizer('fr-FR')).toThrow(
      expect.objectContaining({
        code: ErrorCode.BadInput,
        message: transcriptionMessages.noLanguage('fr-FR'),
      }),
    );
    expect(engine.openRecognizers).toBe(0);
  });
});
