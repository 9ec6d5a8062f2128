import { z } from 'zod';
import { meetingMessages } from './messages';

/** True for an IANA time zone name the runtime knows ('UTC', 'Asia/Kolkata', 'America/Toronto'…). */
export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const timeZoneSchema = z
  .string({ error: meetingMessages.invalidZone })
  .trim()
  .min(1, meetingMessages.invalidZone)
  .refine(isTimeZone, meetingMessages.invalidZone);
