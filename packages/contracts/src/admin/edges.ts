import { z } from 'zod';

/** Texts the GraphQL gateway and the legacy adapter answer about administration where the specification is silent. */
export const adminEdgeMessages = {
  invalidId: 'This id is not valid.',
  wholeNumberRequired: 'Please enter a whole number.',
  userActivated: 'User activated successfully',
  userDeactivated: 'User deactivated successfully',
  memberRemoved: 'Member removed from the group successfully',
} as const;

/** The largest id a table holds (a PostgreSQL integer): a larger one names nothing. */
export const MAX_ID = 2_147_483_647;

/**
 * An id as it arrives in a path, a query or a GraphQL ID: digits only, a positive whole number no
 * larger than MAX_ID (a larger one would make the database fail instead of finding nothing).
 */
export const idTextSchema = z
  .string({ error: adminEdgeMessages.invalidId })
  .regex(/^[1-9]\d{0,9}$/, adminEdgeMessages.invalidId)
  .transform(Number)
  .pipe(z.number().max(MAX_ID, adminEdgeMessages.invalidId));
