import { useCallback, useEffect, useRef, useState } from 'react';
import type { DeviceChoice } from './device-choice-store';
import {
  cameraConstraints,
  deviceIdOf,
  mediaDevicesOf,
  micConstraints,
  problemOf,
  stopStreams,
} from './media-devices';

export interface DevicePreviewState {
  /** The first permission request is still out. */
  checking: boolean;
  /** Camera or mic access was refused (or the browser gives none): spec 3 §8's message. */
  refused: boolean;
  /** No camera was found, or the one found cannot be opened: 'Unable to detect camera'. */
  noCamera: boolean;
  cameras: MediaDeviceInfo[];
  mics: MediaDeviceInfo[];
  cameraId: string | undefined;
  micId: string | undefined;
  /** The open camera (the preview shows it); null when the video toggle is off. */
  video: MediaStream | null;
  /** The open mic (the meter reads it); null when the audio toggle is off. */
  audio: MediaStream | null;
}

const initial: DevicePreviewState = {
  checking: true,
  refused: false,
  noCamera: false,
  cameras: [],
  mics: [],
  cameraId: undefined,
  micId: undefined,
  video: null,
  audio: null,
};

const ofKind = (devices: MediaDeviceInfo[], kind: MediaDeviceKind) =>
  devices.filter((device) => device.kind === kind);

const streamOf = (tracks: MediaStreamTrack[]): MediaStream | null =>
  tracks.length > 0 ? new MediaStream(tracks) : null;

/**
 * The device preview's camera and mic (spec 3 §2, §5, §8): asks for both once on arrival, lists the
 * devices with their names, opens and closes each on its toggle or a new pick, and stops every track
 * when the preview goes away.
 */
export const useDevicePreview = () => {
  const [state, setState] = useState<DevicePreviewState>(initial);
  const streams = useRef<{ video: MediaStream | null; audio: MediaStream | null }>({
    video: null,
    audio: null,
  });
  const mounted = useRef(false);

  /** Takes a newly opened stream in place of the old one; one opened after leaving is stopped. */
  const adopt = useCallback((kind: 'video' | 'audio', stream: MediaStream | null) => {
    if (!mounted.current) {
      stopStreams(stream);
      return false;
    }
    if (streams.current[kind] !== stream) stopStreams(streams.current[kind]);
    streams.current[kind] = stream;
    setState((previous) => ({ ...previous, [kind]: stream }));
    return true;
  }, []);

  useEffect(() => {
    mounted.current = true;
    let active = true;
    const start = async () => {
      const devices = mediaDevicesOf();
      if (!devices?.getUserMedia) {
        setState({ ...initial, checking: false, refused: true, noCamera: true });
        return;
      }
      const listed = await devices.enumerateDevices().catch(() => [] as MediaDeviceInfo[]);
      const hasCamera = ofKind(listed, 'videoinput').length > 0;
      const hasMic = ofKind(listed, 'audioinput').length > 0;
      let video: MediaStream | null = null;
      let audio: MediaStream | null = null;
      let refused = false;
      if (hasCamera || hasMic) {
        try {
          const both = await devices.getUserMedia({
            video: hasCamera ? cameraConstraints() : false,
            audio: hasMic ? micConstraints() : false,
          });
          video = streamOf(both.getVideoTracks());
          audio = streamOf(both.getAudioTracks());
        } catch (error) {
          refused = problemOf(error) === 'refused';
          // A camera that is busy or gone fails the pair: the mic alone may still open.
          if (!refused && hasMic) {
            audio = await devices.getUserMedia({ audio: micConstraints() }).catch((failure: unknown) => {
              refused = problemOf(failure) === 'refused';
              return null;
            });
          }
        }
      }
      // Labels come only after permission: list again.
      const named = await devices.enumerateDevices().catch(() => listed);
      if (!active) {
        stopStreams(video, audio);
        return;
      }
      const cameras = ofKind(named, 'videoinput');
      const mics = ofKind(named, 'audioinput');
      streams.current = { video, audio };
      setState({
        checking: false,
        refused,
        noCamera: !refused && video === null,
        cameras,
        mics,
        cameraId: deviceIdOf(video) ?? (cameras[0]?.deviceId || undefined),
        micId: deviceIdOf(audio) ?? (mics[0]?.deviceId || undefined),
        video,
        audio,
      });
    };
    void start();
    return () => {
      active = false;
      mounted.current = false;
      stopStreams(streams.current.video, streams.current.audio);
      streams.current = { video: null, audio: null };
    };
  }, []);

  // A camera or mic plugged in or out while the preview is open: the pickers follow, and a camera
  // that arrives can be turned on (after its confirmation).
  useEffect(() => {
    const devices = mediaDevicesOf();
    if (!devices?.addEventListener) return;
    const relist = () => {
      void devices.enumerateDevices().then((listed) => {
        if (!mounted.current) return;
        const cameras = ofKind(listed, 'videoinput');
        setState((previous) => ({
          ...previous,
          cameras,
          mics: ofKind(listed, 'audioinput'),
          noCamera: previous.video === null && !previous.refused && cameras.length === 0,
        }));
      });
    };
    devices.addEventListener('devicechange', relist);
    return () => devices.removeEventListener('devicechange', relist);
  }, []);

  /** Opens the camera (the chosen one, or the browser's pick): false when it cannot. */
  const openCamera = useCallback(
    async (cameraId: string | undefined) => {
      const devices = mediaDevicesOf();
      if (!devices?.getUserMedia) return false;
      try {
        const stream = await devices.getUserMedia({ video: cameraConstraints(cameraId) });
        if (!adopt('video', stream)) return false;
        setState((previous) => ({ ...previous, noCamera: false, cameraId: deviceIdOf(stream) ?? cameraId }));
        return true;
      } catch (error) {
        const problem = problemOf(error);
        setState((previous) => ({
          ...previous,
          refused: previous.refused || problem === 'refused',
          noCamera: problem === 'missing',
        }));
        return false;
      }
    },
    [adopt],
  );

  const openMic = useCallback(
    async (micId: string | undefined) => {
      const devices = mediaDevicesOf();
      if (!devices?.getUserMedia) return false;
      try {
        const stream = await devices.getUserMedia({ audio: micConstraints(micId) });
        if (!adopt('audio', stream)) return false;
        setState((previous) => ({ ...previous, micId: deviceIdOf(stream) ?? micId }));
        return true;
      } catch (error) {
        if (problemOf(error) === 'refused') setState((previous) => ({ ...previous, refused: true }));
        return false;
      }
    },
    [adopt],
  );

  const turnVideo = useCallback(
    async (on: boolean) => (on ? openCamera(state.cameraId) : adopt('video', null)),
    [adopt, openCamera, state.cameraId],
  );

  const turnAudio = useCallback(
    async (on: boolean) => (on ? openMic(state.micId) : adopt('audio', null)),
    [adopt, openMic, state.micId],
  );

  const pickCamera = useCallback(
    async (cameraId: string) => {
      setState((previous) => ({ ...previous, cameraId }));
      if (streams.current.video) await openCamera(cameraId);
    },
    [openCamera],
  );

  const pickMic = useCallback(
    async (micId: string) => {
      setState((previous) => ({ ...previous, micId }));
      if (streams.current.audio) await openMic(micId);
    },
    [openMic],
  );

  /** The choice to carry into the room; the preview's own tracks stop here. */
  const finish = useCallback((): DeviceChoice => {
    const choice: DeviceChoice = {
      ...(state.cameraId ? { cameraId: state.cameraId } : {}),
      ...(state.micId ? { micId: state.micId } : {}),
      video: streams.current.video !== null,
      audio: streams.current.audio !== null,
    };
    stopStreams(streams.current.video, streams.current.audio);
    return choice;
  }, [state.cameraId, state.micId]);

  return { state, turnVideo, turnAudio, pickCamera, pickMic, finish };
};
