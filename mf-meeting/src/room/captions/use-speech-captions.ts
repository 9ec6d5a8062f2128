import { loadRuntimeConfig, readStoredSession } from '@canstring/client';
import { TRANSCRIPTION_DEFAULT_LANGUAGE } from '@canstring/contracts';
import { useEffect, useState } from 'react';
import { speechCaptureSupported, startSpeechCapture } from './speech-capture';
import { createSpeechGate } from './speech-gate';
import { createTranscriptionSocket, transcriptionSocketUrl } from './transcription-socket';

export interface SpeechCaptionsInput {
  /** Captions are on in the room and this participant's mic is on (and allowed). */
  active: boolean;
  /** The mic track the conference publishes, when it does. */
  published: MediaStreamTrack | null;
  speaker: { name: string; participantId: string } | null;
  /** The room's meeting number. */
  room: string;
  /** A guest's pass; a member's session token is read from the stored session. */
  guestToken: string | undefined;
}

/** The transcription socket's URL from the runtime config, read once captions are wanted. */
const useTranscriptionUrl = (wanted: boolean): string | null => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted || url) return;
    let current = true;
    loadRuntimeConfig()
      .then((config) => {
        if (current) setUrl(config.transcriptionUrl ?? null);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [wanted, url]);
  return url;
};

/**
 * This participant's speech turned into captions (spec 3 §7): while `active`, the mic is captured
 * and only speech is sent to the transcription socket, opened at the first speech; captions off,
 * the mic off or leaving the room closes it normally (1000). The service relays the hypotheses to
 * the room as this speaker's onTranscript, so everyone's strip and Dialogue show them. Answers the
 * service's reason while it is not transcribing (a close other than the normal one), else null.
 */
export const useSpeechCaptions = ({ active, published, speaker, room, guestToken }: SpeechCaptionsInput) => {
  const [notice, setNotice] = useState<string | null>(null);
  const wanted = active && speaker !== null && speechCaptureSupported();
  const base = useTranscriptionUrl(wanted);
  const name = speaker?.name ?? '';
  const participantId = speaker?.participantId ?? '';
  useEffect(() => {
    if (!wanted || !base) return;
    const token = guestToken ?? readStoredSession(window.localStorage)?.token;
    if (!token) return;
    const socket = createTranscriptionSocket({
      url: transcriptionSocketUrl(base, {
        name,
        room,
        participantId,
        language: TRANSCRIPTION_DEFAULT_LANGUAGE,
      }),
      token,
      onNotice: setNotice,
    });
    const gate = createSpeechGate({
      onStart: () => socket.open(),
      onFrame: (frame) => socket.send(frame),
      onEnd: () => undefined,
    });
    let stop: (() => void) | null = null;
    let stopped = false;
    startSpeechCapture(published, (samples) => gate.push(samples))
      .then((stopCapture) => {
        if (stopped) stopCapture();
        else stop = stopCapture;
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      stop?.();
      socket.close();
    };
  }, [wanted, base, name, room, participantId, guestToken, published]);
  return wanted ? notice : null;
};
