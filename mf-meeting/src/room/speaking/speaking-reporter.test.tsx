import type { Conference, ConferenceSnapshot } from '@canstring/client/media';
import { SPEAKING_SEND_BLOCK_MS } from '@canstring/contracts';
import { act, render } from '@testing-library/react';
import { SpeakingReporter } from './speaking-reporter';

/** Web Audio and MediaStream stand-ins (jsdom has neither): the analyser hears a steady, loud voice. */
class SteadyVoice {
  createMediaStreamSource() {
    return { connect: () => undefined, disconnect: () => undefined };
  }
  createAnalyser() {
    return {
      fftSize: 256,
      frequencyBinCount: 128,
      getByteFrequencyData: (into: Uint8Array) => into.fill(255),
    };
  }
  close() {
    return Promise.resolve();
  }
}
class TestStream {
  constructor(private readonly tracks: MediaStreamTrack[] = []) {}
  getAudioTracks() {
    return this.tracks.filter((t) => t.kind === 'audio');
  }
}

const globals = globalThis as unknown as Record<string, unknown>;
beforeEach(() => {
  jest.useFakeTimers();
  globals.AudioContext = SteadyVoice;
  globals.MediaStream = TestStream;
});
afterEach(() => {
  jest.useRealTimers();
  delete globals.AudioContext;
  delete globals.MediaStream;
});

const sendingMic = (): Conference => {
  const mic = { id: 'mic', kind: 'audio' } as MediaStreamTrack;
  const snapshot = { local: new TestStream([mic]) } as unknown as ConferenceSnapshot;
  return { subscribe: () => () => undefined, getSnapshot: () => snapshot } as unknown as Conference;
};

describe('the speaking reporter', () => {
  it('reports a steady voice again after each block, not only when its level changes', () => {
    const send = jest.fn();
    render(<SpeakingReporter conference={sendingMic()} send={send} />);
    act(() => {
      jest.advanceTimersByTime(2 * SPEAKING_SEND_BLOCK_MS + 500);
    });
    expect(send.mock.calls).toEqual([[100], [100], [100]]);
  });

  it('reports nothing without a published mic', () => {
    const send = jest.fn();
    render(<SpeakingReporter conference={null} send={send} />);
    act(() => {
      jest.advanceTimersByTime(2 * SPEAKING_SEND_BLOCK_MS);
    });
    expect(send).not.toHaveBeenCalled();
  });
});
