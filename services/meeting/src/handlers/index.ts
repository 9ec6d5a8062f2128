import type { MeetingServiceContext } from '../context';
import { accessHandler } from './access';
import { canHostHandler } from './can-host';
import { deleteMeetingHandler } from './delete-meeting';
import { entryHandler, hostEntryHandler } from './entry';
import { guestPassHandler } from './guest-pass';
import { hostGrantHandlers } from './host-grants';
import { listForGroupHandler } from './list-for-group';
import { listForUserHandler } from './list-for-user';
import { roomHandlers } from './rooms';
import { scheduleHandler } from './schedule';
import { validateMeetingHandler } from './validate-meeting';

export const meetingHandlers = (ctx: MeetingServiceContext) => [
  scheduleHandler(ctx),
  listForUserHandler(ctx),
  listForGroupHandler(ctx),
  deleteMeetingHandler(ctx),
  validateMeetingHandler(ctx),
  canHostHandler(ctx),
  entryHandler(ctx),
  hostEntryHandler(ctx),
  guestPassHandler(ctx),
  ...hostGrantHandlers(ctx),
  accessHandler(ctx),
  ...roomHandlers(ctx),
];
