import type { ScheduleTarget } from '@canstring/client';

/** The Phone Call button needs a number of at least this many digits (spec 2 §5). */
export const PHONE_CALL_MIN_DIGITS = 11;

export const digitsOf = (phone: string | null) => (phone ?? '').replace(/\D/g, '');

/** Which header buttons the schedule view shows (spec 2 §2.1, §6). */
export interface HeaderButtons {
  phoneCall: boolean;
  createMeeting: boolean;
  recordings: boolean;
  chat: boolean;
  classView: boolean;
  members: boolean;
}

export const headerButtonsFor = ({
  target,
  isHost,
  mobile,
  canShowMembers,
}: {
  target: ScheduleTarget;
  isHost: boolean;
  mobile: boolean;
  canShowMembers: boolean;
}): HeaderButtons => ({
  phoneCall: target.kind === 'user' && !mobile && digitsOf(target.phone).length >= PHONE_CALL_MIN_DIGITS,
  createMeeting: isHost,
  recordings: isHost,
  chat: true,
  classView: true,
  members: target.kind === 'group' && canShowMembers,
});

/** The call opens the device's dialler (the contact-centre softphone of the old product is not available). */
export const phoneCallHref = (phone: string | null) => `tel:+${digitsOf(phone)}`;
