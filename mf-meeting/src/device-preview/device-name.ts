import { DEVICE_NAME_MAX, devicePreviewTexts } from '@canstring/contracts';

/**
 * A camera's or mic's name for its picker, cut at 40 characters (spec 3 §2, §9). Before permission
 * browsers give no labels: the device is then named by its kind and place ('Camera 1').
 */
export const deviceNameOf = (device: Pick<MediaDeviceInfo, 'label' | 'kind'>, index: number): string => {
  const unnamed =
    device.kind === 'videoinput' ? devicePreviewTexts.unnamedCamera : devicePreviewTexts.unnamedMic;
  const name = device.label.trim() || `${unnamed} ${index + 1}`;
  return name.slice(0, DEVICE_NAME_MAX);
};
