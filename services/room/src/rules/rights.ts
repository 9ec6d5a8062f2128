import type { RoomParticipant } from '@canstring/contracts';

type Holder = Pick<RoomParticipant, 'isHost' | 'temphost' | 'tempHostUntil'>;

/** A temporary host whose power has not run out yet (the sweeper takes it away soon after). */
export const holdsTempHost = (p: Holder, now: Date): boolean =>
  p.temphost && p.tempHostUntil !== null && new Date(p.tempHostUntil).getTime() > now.getTime();

/** Host power now: a host by right, or a temporary host in time. */
export const hasHostPower = (p: Holder, now: Date): boolean => p.isHost || holdsTempHost(p, now);

/** May share content: a host, or a presenter. */
export const mayPresent = (p: RoomParticipant, now: Date): boolean =>
  hasHostPower(p, now) || p.userMode === 'presenter';

/** May draw on the whiteboard: a host, or anyone holding the whiteboard grant. */
export const mayUseWhiteboard = (p: RoomParticipant, now: Date): boolean =>
  hasHostPower(p, now) || p.wbAllowed;

/** May put the whiteboard up on the stage (or take it down): a host, a presenter, or anyone with the grant. */
export const mayUseStage = (p: RoomParticipant, now: Date): boolean =>
  mayPresent(p, now) || mayUseWhiteboard(p, now);
