import { CAMERA_FRAME_RATE, CAMERA_HEIGHT, CAMERA_WIDTH } from '@canstring/contracts';

/** Why a camera or mic could not be opened: permission refused, or no working device. */
export type DeviceProblem = 'refused' | 'missing';

/** The browser's media devices, or nothing where there are none (an insecure page, an old browser). */
export const mediaDevicesOf = (): MediaDevices | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;

/** The camera at 320x240 and 30 fps (spec 3 §9), from the chosen device when there is one. */
export const cameraConstraints = (deviceId?: string): MediaTrackConstraints => ({
  width: { ideal: CAMERA_WIDTH },
  height: { ideal: CAMERA_HEIGHT },
  frameRate: { ideal: CAMERA_FRAME_RATE },
  ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
});

export const micConstraints = (deviceId?: string): MediaTrackConstraints | boolean =>
  deviceId ? { deviceId: { exact: deviceId } } : true;

/** A refusal by the person or the browser's policy; anything else means the device is not usable. */
export const problemOf = (error: unknown): DeviceProblem => {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError'
    ? 'refused'
    : 'missing';
};

/** Stops every track of the streams given (the camera light goes off). */
export const stopStreams = (...streams: (MediaStream | null)[]) => {
  for (const stream of streams) for (const track of stream?.getTracks() ?? []) track.stop();
};

/** The id of the device a stream's first track comes from, when the browser tells it. */
export const deviceIdOf = (stream: MediaStream | null): string | undefined =>
  stream?.getTracks()[0]?.getSettings().deviceId || undefined;
