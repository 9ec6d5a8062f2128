import type { MeetingServiceContext } from '../context';
import { canHostHandler } from './can-host';
import { deleteMeetingHandler } from './delete-meeting';
import { listForGroupHandler } from './list-for-group';
import { listForUserHandler } from './list-for-user';
import { scheduleHandler } from './schedule';
import { validateMeetingHandler } from './validate-meeting';

export const meetingHandlers = (ctx: MeetingServiceContext) => [
  scheduleHandler(ctx),
  listForUserHandler(ctx),
  listForGroupHandler(ctx),
  deleteMeetingHandler(ctx),
  validateMeetingHandler(ctx),
  canHostHandler(ctx),
];
