/**
 * The device preview before entering a meeting (spec 3 §2 "Meeting screen before entry", §5 camera
 * rules, §8 camera/mic access, §9 limits; spec 2 §2.11). Words the specification gives are its own,
 * typing included; the rest are the product's.
 */

/** The mic level meter reads 0 to this cap. */
export const MIC_LEVEL_MAX = 100;
/** The meter changes colour at these levels (four bands: under 40, 40-59, 60-79, 80 and up). */
export const MIC_LEVEL_BANDS = [40, 60, 80] as const;
/** Camera and mic names in the pickers are cut at this many characters. */
export const DEVICE_NAME_MAX = 40;
/** The camera is captured (and published) at 320x240, 30 frames a second. */
export const CAMERA_WIDTH = 320;
export const CAMERA_HEIGHT = 240;
export const CAMERA_FRAME_RATE = 30;

export const devicePreviewTexts = {
  title: 'Camera and mic',
  camera: 'Camera',
  mic: 'Microphone',
  video: 'Video',
  audio: 'Audio',
  micLevel: 'Mic level',
  continue: 'Continue',
  /** A device the browser does not name yet (before permission): 'Camera 1', 'Microphone 2'. */
  unnamedCamera: 'Camera',
  unnamedMic: 'Microphone',
  noCamera: 'Unable to detect camera',
  confirmCamera:
    'Are you sure, do you want to share the following video feed to all users connected in this meeting ?',
  confirmYes: 'Yes',
  confirmNo: 'Cancel',
  accessProblem:
    'There is some problem for accesing your camera and mic, please allow proper permission and reload this page !',
  cameraNote:
    'Your camera is not shared yet: once in the meeting, turn it on again to publish it into the room.',
} as const;
