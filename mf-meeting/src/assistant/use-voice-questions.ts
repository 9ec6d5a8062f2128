import { loadRuntimeConfig, readStoredSession } from '@canstring/client';
import {
  ASSISTANT_RECORDING_CHECK_MS,
  ASSISTANT_RECORDING_MAX_MS,
  type AssistantLanguage,
  assistantTexts,
  transcriptionMessages,
} from '@canstring/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { speechCaptureSupported, startSpeechCapture } from '../room/captions/speech-capture';
import { createSpeechGate } from '../room/captions/speech-gate';
import { createTranscriptionSocket } from '../room/captions/transcription-socket';
import { assistantSocketUrl } from './assistant-socket-url';
import type { RecordingClock } from './recording-clock';
import { CaptureRefused, startVoiceCapture, type VoiceCapture } from './voice-capture';

/** The assistant's recording (spec 3 §4): stopped → started → download (after stop, or 60 s). */
export type RecordingState = 'stopped' | 'starting' | 'started' | 'download';

/** The browser's parts the recording uses; tests give their own. */
export interface VoiceMedia {
  supported(): boolean;
  startCapture(): Promise<VoiceCapture>;
  startSpeech(track: MediaStreamTrack, onChunk: (samples: Int16Array) => void): Promise<() => void>;
}

export const browserVoiceMedia: VoiceMedia = {
  supported: speechCaptureSupported,
  startCapture: () => startVoiceCapture(),
  startSpeech: startSpeechCapture,
};

/** How long a stop waits for the last sentence's final text. */
const LAST_WORDS_MS = 3_000;

export interface VoiceQuestionsOptions {
  language: AssistantLanguage;
  speakerName: string;
  clock: RecordingClock;
  /** A final sentence of speech (a question or not). */
  onSentence: (text: string) => void;
  /** Something to tell the person in the chat (no model for the language, socket problems...). */
  onNotice: (text: string) => void;
  /** The 60 s auto-stop's alert. */
  onAutoStop: (text: string) => void;
  media?: VoiceMedia;
}

/**
 * The mic button's recording: captures the mic (and a shared tab's sound), streams the speech to the
 * transcription socket in the chosen language, hands each final sentence on, stops by itself after
 * 60 s (checked every second) with the spec's alert, and keeps the audio for Download.
 */
export const useVoiceQuestions = ({
  language,
  speakerName,
  clock,
  onSentence,
  onNotice,
  onAutoStop,
  media = browserVoiceMedia,
}: VoiceQuestionsOptions) => {
  const [state, setState] = useState<RecordingState>('stopped');
  const [audio, setAudio] = useState<Blob | null>(null);
  const stopRef = useRef<((auto: boolean) => Promise<void>) | null>(null);
  const handlers = useRef({ onSentence, onNotice, onAutoStop });
  handlers.current = { onSentence, onNotice, onAutoStop };

  const start = useCallback(async () => {
    if (!media.supported()) {
      handlers.current.onNotice(assistantTexts.noWebAudio);
      return;
    }
    setState('starting');
    let capture: VoiceCapture;
    try {
      capture = await media.startCapture();
    } catch (error) {
      setState('stopped');
      handlers.current.onNotice(
        error instanceof CaptureRefused ? assistantTexts.captureRefused : String(error),
      );
      return;
    }
    const base = (await loadRuntimeConfig().catch(() => null))?.transcriptionUrl;
    const token = readStoredSession(window.localStorage)?.token;
    let waitingForFinal: (() => void) | null = null;
    let speaking = false;
    /** The service has no speech model for the language: said once, and the socket is not opened again. */
    let noModel = false;
    const socket: ReturnType<typeof createTranscriptionSocket> | null =
      base && token
        ? createTranscriptionSocket({
            url: assistantSocketUrl(base, speakerName, language.value),
            token,
            onResult: (result) => {
              if (!result.isFinal) return;
              speaking = false;
              waitingForFinal?.();
              if (result.text.trim()) handlers.current.onSentence(result.text.trim());
            },
            onNotice: (notice) => {
              if (!notice || noModel) return;
              if (notice === transcriptionMessages.noLanguage(language.value)) {
                noModel = true;
                speaking = false;
                waitingForFinal?.();
                socket?.close();
                handlers.current.onNotice(assistantTexts.noSpeechModel(language.label));
              } else handlers.current.onNotice(notice);
            },
          })
        : null;
    const gate = createSpeechGate({
      onStart: () => {
        if (noModel) return;
        speaking = true;
        socket?.open();
      },
      onFrame: (frame) => {
        if (!noModel) socket?.send(frame);
      },
      onEnd: () => undefined,
    });
    let stopSpeech: (() => void) | null = null;
    try {
      stopSpeech = await media.startSpeech(capture.track, (samples) => gate.push(samples));
    } catch {
      stopSpeech = null;
    }
    const startedAt = clock.now();
    let stopping = false;
    const stopTimer = clock.every(ASSISTANT_RECORDING_CHECK_MS, () => {
      if (clock.now() - startedAt >= ASSISTANT_RECORDING_MAX_MS) void stopRef.current?.(true);
    });
    stopRef.current = async (auto) => {
      if (stopping) return;
      stopping = true;
      stopTimer();
      stopSpeech?.();
      const recorded = await capture.stop();
      setAudio(recorded);
      setState('download');
      if (auto) handlers.current.onAutoStop(assistantTexts.recordingAutoStopped);
      // The last sentence's final text may still be on its way.
      if (speaking && socket) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, LAST_WORDS_MS);
          waitingForFinal = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      socket?.close();
    };
    setState('started');
    if (!socket) handlers.current.onNotice(assistantTexts.noSpeechModel(language.label));
  }, [clock, language, speakerName, media]);

  const stop = useCallback(() => void stopRef.current?.(false), []);
  /** After Download (or Reset), the button starts a new recording. */
  const finish = useCallback(() => {
    setAudio(null);
    setState('stopped');
  }, []);

  useEffect(() => () => void stopRef.current?.(false), []);
  return { state, audio, start, stop, finish };
};
