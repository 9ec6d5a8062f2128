import { type SharedContent, sharedContentSchema } from '@canstring/contracts';

/**
 * The content the room shares now, read from its flags (the object the room service resolved, or
 * its JSON text as a feed may carry it); null when nothing is shared or it cannot be read.
 */
export const sharedContentOf = (value: unknown): SharedContent | null => {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const checked = sharedContentSchema.safeParse(parsed);
  return checked.success ? checked.data : null;
};
