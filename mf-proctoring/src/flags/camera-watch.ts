import { EXAM_BLACK_CAMERA_SAMPLE_MS } from '@canstring/contracts';
import type { FlagWatch } from './detected-flag';
import { createDarkness, meanLuma } from './luma';

/** A camera silent (muted by the browser or the system) this long counts as turned off. */
export const CAMERA_MUTE_GRACE_MS = 1_500;
/** The camera is sampled this small: enough for its brightness. */
const SAMPLE_WIDTH = 32;
const SAMPLE_HEIGHT = 24;

/** Reads a track's current picture's mean luma, null while it has none to give. */
export type LumaSampler = { read(): number | null; stop(): void };

/** Samples a camera track through a detached <video> and a small canvas. */
export const canvasLumaSampler = (track: MediaStreamTrack): LumaSampler => {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = new MediaStream([track]);
  void video.play?.()?.catch(() => undefined);
  const canvas = document.createElement('canvas');
  canvas.width = SAMPLE_WIDTH;
  canvas.height = SAMPLE_HEIGHT;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    read() {
      if (!context || video.readyState < 2 || !video.videoWidth) return null;
      context.drawImage(video, 0, 0, SAMPLE_WIDTH, SAMPLE_HEIGHT);
      return meanLuma(context.getImageData(0, 0, SAMPLE_WIDTH, SAMPLE_HEIGHT).data);
    },
    stop() {
      video.pause();
      video.srcObject = null;
    },
  };
};

/**
 * The candidate's camera: flagged off when its track ends or stays muted past CAMERA_MUTE_GRACE_MS,
 * and black when its picture stays dark (sampled every EXAM_BLACK_CAMERA_SAMPLE_MS).
 */
export const watchCamera =
  (
    track: MediaStreamTrack,
    sampler: (track: MediaStreamTrack) => LumaSampler = canvasLumaSampler,
    now: () => number = Date.now,
  ): FlagWatch =>
  (report) => {
    let off = false;
    let muteTimer: ReturnType<typeof setTimeout> | undefined;
    const turnedOff = () => {
      if (off) return;
      off = true;
      report({ kind: 'cameraOff' });
    };
    const onEnded = () => turnedOff();
    const onMute = () => {
      clearTimeout(muteTimer);
      muteTimer = setTimeout(() => track.muted && turnedOff(), CAMERA_MUTE_GRACE_MS);
    };
    const onUnmute = () => {
      clearTimeout(muteTimer);
      if (track.readyState === 'live') off = false;
    };
    track.addEventListener('ended', onEnded);
    track.addEventListener('mute', onMute);
    track.addEventListener('unmute', onUnmute);
    if (track.readyState === 'ended') turnedOff();
    else if (track.muted) onMute();
    const reader = sampler(track);
    const darkness = createDarkness(() => report({ kind: 'cameraBlack' }));
    const sampling = setInterval(() => {
      if (!off && track.readyState === 'live' && !track.muted) darkness.sample(reader.read(), now());
    }, EXAM_BLACK_CAMERA_SAMPLE_MS);
    return () => {
      clearTimeout(muteTimer);
      clearInterval(sampling);
      reader.stop();
      track.removeEventListener('ended', onEnded);
      track.removeEventListener('mute', onMute);
      track.removeEventListener('unmute', onUnmute);
    };
  };
