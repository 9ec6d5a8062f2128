import { meetingScreenTexts } from '../meeting/screen-texts';

/** Recording texts: the spec's toasts and empty state (spec 2 §2.5, §8) and the service's refusals. */
export const recordingMessages = {
  recordUpdated: meetingScreenTexts.recordings.recordUpdated,
  recordDeleted: meetingScreenTexts.recordings.recordDeleted,
  noRecords: meetingScreenTexts.recordings.noRecords,
  fileNameRequired: meetingScreenTexts.recordings.fileNameRequired,
  recordingNotFound: 'Recording not found',
  uniqueNameInvalid: 'The recording name may hold letters, digits, - and _ only',
  uniqueNameTaken: 'A recording with this name is already stored',
  onlyHostsManage: 'Only hosts can manage recordings',
  notAllowed: 'You are not allowed to see the recordings of this meeting',
  /** Not in the spec: starting and stopping a recording of a live room. */
  alreadyRunning: 'Recording is already running',
  notRunning: 'Recording is not running',
  onlyHostsRecord: 'Only the host can start or stop the recording',
  /** A client may not announce a recording: the room does when the server starts or stops one. */
  statusFromServerOnly: 'Recording is started and stopped with the Recording button only',
  diskFull: 'The recording could not go on: the server has no disk space left. The meeting goes on.',
  mediaServerUnavailable: 'The recording could not start: the media server is not answering',
  stillComposing: 'This recording is still being prepared',
  notPlayable: 'This recording has no playable video',
  playTicketInvalid: 'This playback link has expired; open the recordings again',
  /** The reasons a composition fails, shown to the hosts in the Recordings list. */
  nothingCaptured: 'Nothing was captured: no one sent audio or video while recording',
  composeFailed: 'The video could not be composed',
  noMailAddress: 'Give an email address to send the link to',
  /** The organizer's mail. */
  readyMailSubject: 'Your meeting recording is ready',
} as const;

/** The organizer's mail when a recording is ready (plain text; the link is the product's own page). */
export const recordingReadyMailText = (title: string, link: string, durationSeconds: number): string =>
  [
    `The recording of "${title}" is ready (${Math.max(1, Math.round(durationSeconds / 60))} min).`,
    '',
    `Watch or download it from the Recordings of the meeting: ${link}`,
  ].join('\n');
