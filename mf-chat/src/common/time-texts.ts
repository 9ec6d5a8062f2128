import { chatScreenTexts } from '@canstring/contracts';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** How long ago an ISO time was, in words ('3 minutes ago'). */
export const timeAgo = (iso: string, now: Date = new Date()): string => dayjs(iso).from(now);

/** 'Last seen 3 minutes ago', or 'Not seen yet' for someone never connected. */
export const lastSeenText = (lastSeen: string | null, now: Date = new Date()): string =>
  lastSeen ? chatScreenTexts.lastSeen(timeAgo(lastSeen, now)) : chatScreenTexts.neverSeen;

/** A message's time of day, in the viewer's zone. */
export const messageTime = (iso: string): string => dayjs(iso).format('HH:mm');

/** The heading above a day's messages: 'Today', 'Yesterday', or the date ('Nov 20 2026'). */
export const dayHeading = (day: string, now: Date = new Date()): string => {
  const today = dayjs(now).startOf('day');
  const date = dayjs(day).startOf('day');
  if (date.isSame(today)) return chatScreenTexts.today;
  if (date.isSame(today.subtract(1, 'day'))) return chatScreenTexts.yesterday;
  return date.format('MMM DD YYYY');
};

/** A file size in the largest unit under 1024 ('2.4 MB'). */
export const fileSizeText = (bytes: number): string => {
  const units = chatScreenTexts.sizeUnits;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
};
