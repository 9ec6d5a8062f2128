import { readDeviceChoice } from '../../device-preview/device-choice-store';
import { mediaDevicesOf, micConstraints, stopStreams } from '../../device-preview/media-devices';

/** The capture worklet, emitted by webpack as a file of this remote (see capture-worklet.js). */
const captureWorkletUrl = () => new URL('./capture-worklet.js', import.meta.url);

/** Whether this browser can capture speech (Web Audio with AudioWorklet). */
export const speechCaptureSupported = (): boolean =>
  typeof AudioContext !== 'undefined' && typeof AudioWorkletNode !== 'undefined';

/**
 * Captures the mic as 16 kHz 16-bit chunks of 20 ms, given to `onChunk` (the worklet downsamples on
 * the audio thread). It listens to the track the conference publishes when there is one (the same
 * mic, not opened twice), else opens the chosen mic itself. Answers how to stop, which leaves the
 * published track alone.
 */
export const startSpeechCapture = async (
  published: MediaStreamTrack | null,
  onChunk: (samples: Int16Array) => void,
): Promise<() => void> => {
  let own: MediaStream | null = null;
  if (!published) {
    const devices = mediaDevicesOf();
    if (!devices) throw new Error('No microphone is available');
    own = await devices.getUserMedia({ audio: micConstraints(readDeviceChoice()?.micId) });
  }
  const stream = published ? new MediaStream([published]) : (own as MediaStream);
  const context = new AudioContext();
  try {
    await context.audioWorklet.addModule(captureWorkletUrl());
    const source = context.createMediaStreamSource(stream);
    const capture = new AudioWorkletNode(context, 'speech-capture');
    // Kept in the rendering graph without being heard.
    const silent = context.createGain();
    silent.gain.value = 0;
    source.connect(capture);
    capture.connect(silent);
    silent.connect(context.destination);
    capture.port.onmessage = (event: MessageEvent<Int16Array>) => onChunk(event.data);
    // Not awaited: without a click on the page yet it waits for one, and stopping must not.
    void context.resume().catch(() => undefined);
    return () => {
      capture.port.onmessage = null;
      source.disconnect();
      capture.disconnect();
      void context.close();
      stopStreams(own);
    };
  } catch (error) {
    void context.close();
    stopStreams(own);
    throw error;
  }
};
