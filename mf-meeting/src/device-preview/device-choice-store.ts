/** What the person chose before entering: the devices, and whether camera and mic were on. */
export interface DeviceChoice {
  cameraId?: string;
  micId?: string;
  video: boolean;
  audio: boolean;
}

const KEY = 'canstring.deviceChoice';

/**
 * Kept for the tab (sessionStorage), so the room's media code finds the choice after the preview
 * unmounts, and a reload offers it again.
 */
export const keepDeviceChoice = (choice: DeviceChoice) => {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(choice));
  } catch {
    // Storage refused (private mode, quota): the room starts from its defaults.
  }
};

export const readDeviceChoice = (): DeviceChoice | null => {
  try {
    const kept = sessionStorage.getItem(KEY);
    if (!kept) return null;
    const choice = JSON.parse(kept) as Partial<DeviceChoice>;
    return {
      ...(typeof choice.cameraId === 'string' ? { cameraId: choice.cameraId } : {}),
      ...(typeof choice.micId === 'string' ? { micId: choice.micId } : {}),
      video: choice.video === true,
      audio: choice.audio === true,
    };
  } catch {
    return null;
  }
};
