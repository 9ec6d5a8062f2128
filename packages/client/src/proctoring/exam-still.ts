import { EXAM_STILL_MAX_SIDE, EXAM_STILL_QUALITY } from '@canstring/contracts';

/** Chromium's ImageCapture (not in every DOM library): one frame of a live video track. */
interface FrameGrabber {
  grabFrame(): Promise<ImageBitmap>;
}
type FrameGrabberClass = new (track: MediaStreamTrack) => FrameGrabber;

/** How long a frame may take to come from a track that is not drawing one. */
const FRAME_WAIT_MS = 2_000;

/** A frame of the track as something a canvas draws: ImageCapture where there is one, else a video element. */
const frameOf = async (
  track: MediaStreamTrack,
): Promise<{ source: CanvasImageSource; width: number; height: number; done(): void }> => {
  const Grabber = (globalThis as { ImageCapture?: FrameGrabberClass }).ImageCapture;
  if (Grabber) {
    try {
      const bitmap = await new Grabber(track).grabFrame();
      return { source: bitmap, width: bitmap.width, height: bitmap.height, done: () => bitmap.close() };
    } catch {
      // A track ImageCapture cannot read from: the video element below.
    }
  }
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = new MediaStream([track]);
  await Promise.race([
    new Promise<void>((resolve, reject) => {
      video.onloadeddata = () => resolve();
      video.onerror = () => reject(new Error('the track gave no picture'));
      void video.play().catch(reject);
    }),
    new Promise<void>((_, reject) =>
      setTimeout(() => reject(new Error('the track gave no picture')), FRAME_WAIT_MS),
    ),
  ]);
  return {
    source: video,
    width: video.videoWidth,
    height: video.videoHeight,
    done: () => {
      video.pause();
      video.srcObject = null;
    },
  };
};

/**
 * One still frame of a live video track, as the flag's still: JPEG at EXAM_STILL_QUALITY, its longer
 * side at most EXAM_STILL_MAX_SIDE. Null when the track is ended or gives no picture.
 */
export const captureStill = async (track: MediaStreamTrack | null | undefined): Promise<Blob | null> => {
  if (track?.readyState !== 'live') return null;
  try {
    const frame = await frameOf(track);
    try {
      if (!frame.width || !frame.height) return null;
      const scale = Math.min(1, EXAM_STILL_MAX_SIDE / Math.max(frame.width, frame.height));
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(frame.width * scale);
      canvas.height = Math.round(frame.height * scale);
      canvas.getContext('2d')?.drawImage(frame.source, 0, 0, canvas.width, canvas.height);
      return await new Promise<Blob | null>((resolve) =>
        canvas.toBlob((blob) => resolve(blob), 'image/jpeg', EXAM_STILL_QUALITY),
      );
    } finally {
      frame.done();
    }
  } catch {
    return null;
  }
};
