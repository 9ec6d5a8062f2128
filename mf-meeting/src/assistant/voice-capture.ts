import { stopStreams } from '../device-preview/media-devices';

/** The microphone and, when the person shares a tab or screen with sound, that sound, mixed into one track. */
export interface VoiceCapture {
  /** The mixed sound, for the transcription and the recorder. */
  track: MediaStreamTrack;
  /** Whether a tab's or screen's sound is mixed in. */
  withCall: boolean;
  /** Stops recording and capturing; answers the recorded audio (webm/opus). */
  stop(): Promise<Blob>;
}

export class CaptureRefused extends Error {}

/**
 * Opens the mic, asks for a tab or screen to take its sound from (a call in the softphone's tab, spec 3
 * §2), mixes both with Web Audio, and records the mix. Without a shared sound (refused, or a picker with
 * no audio) the mic alone is used.
 */
export const startVoiceCapture = async (
  media: MediaDevices = navigator.mediaDevices,
): Promise<VoiceCapture> => {
  let mic: MediaStream;
  try {
    mic = await media.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
  } catch {
    throw new CaptureRefused();
  }
  let shared: MediaStream | null = null;
  try {
    shared = await media.getDisplayMedia({ audio: true, video: true });
  } catch {
    shared = null;
  }
  const sharedSound = shared?.getAudioTracks() ?? [];
  // The picture is not needed: only its sound.
  for (const track of shared?.getVideoTracks() ?? []) track.stop();
  const context = new AudioContext();
  const mix = context.createMediaStreamDestination();
  context.createMediaStreamSource(mic).connect(mix);
  if (sharedSound.length > 0) context.createMediaStreamSource(new MediaStream(sharedSound)).connect(mix);
  void context.resume().catch(() => undefined);
  const [track] = mix.stream.getAudioTracks();
  if (!track) throw new CaptureRefused();
  const chunks: Blob[] = [];
  const recorder = new MediaRecorder(mix.stream);
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  recorder.start(1000);
  return {
    track,
    withCall: sharedSound.length > 0,
    stop: () =>
      new Promise<Blob>((resolve) => {
        const finish = () => {
          stopStreams(mic);
          stopStreams(shared);
          void context.close();
          resolve(new Blob(chunks, { type: recorder.mimeType || 'audio/webm' }));
        };
        if (recorder.state === 'inactive') finish();
        else {
          recorder.onstop = finish;
          recorder.stop();
        }
      }),
  };
};
