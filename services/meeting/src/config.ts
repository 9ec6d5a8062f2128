import { loadConfig } from '@canstring/service-kit';

/** The meeting service reads only the base settings every service reads. */
export const meetingConfigShape = {};

export const loadMeetingConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig(meetingConfigShape, env);
export type MeetingConfig = ReturnType<typeof loadMeetingConfig>;
