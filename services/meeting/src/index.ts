export { loadMeetingConfig, type MeetingConfig, meetingConfigShape } from './config';
export { MEETING_SERVICE_NAME, type MeetingService, startMeetingService } from './meeting-service';
