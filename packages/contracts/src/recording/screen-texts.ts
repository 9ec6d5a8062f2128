/**
 * Not in the spec: the words of a live room's recording (the host's toggle, the indicator everyone
 * sees, the notice before entering a recorded meeting) and of the recordings list's newer columns
 * (duration, status, in-page playback). The server's refusals are in `recordingMessages`.
 */
export const recordingScreenTexts = {
  toolbar: {
    start: 'Start Recording',
    stop: 'Stop Recording',
  },
  /** Shown to everyone in the room while it records. */
  indicator: 'Recording',
  indicatorDetail: 'This meeting is being recorded',
  /** Shown before entering, on the device preview, when the meeting is being recorded. */
  beforeEntering:
    'This meeting is being recorded. Once you enter, your camera, microphone and screen share are recorded too.',
  list: {
    duration: 'Duration',
    status: 'Status',
    play: 'Play',
    closePlayer: 'Close player',
    player: (fileName: string) => `Playing ${fileName}`,
    statuses: {
      recording: 'Recording',
      composing: 'Being prepared',
      ready: 'Ready',
      failed: 'Failed',
    },
    /** A duration not known (still being prepared, or an old client's record). */
    noDuration: '–',
  },
} as const;
