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
} as const;
