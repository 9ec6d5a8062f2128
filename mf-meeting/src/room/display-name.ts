import { DISPLAY_NAME_ELLIPSIS, DISPLAY_NAME_MAX, PUBLIC_DISPLAY_NAME_MAX } from '@canstring/contracts';

/** A name as the room lists it: cut at 7 characters with '..', or at 16 for public users (spec 2 §2.7). */
export const displayName = (name: string, isPublic: boolean): string => {
  const max = isPublic ? PUBLIC_DISPLAY_NAME_MAX : DISPLAY_NAME_MAX;
  const chars = [...name];
  return chars.length > max ? `${chars.slice(0, max).join('')}${DISPLAY_NAME_ELLIPSIS}` : name;
};
