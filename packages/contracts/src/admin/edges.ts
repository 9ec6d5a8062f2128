import { z } from 'zod';

/** Texts the GraphQL gateway and the legacy adapter answer about administration where the specification is silent. */
export const adminEdgeMessages = {
  invalidId: 'This id is not valid.',
  wholeNumberRequired: 'Please enter a whole number.',
  userActivated: 'User activated successfully',
  userDeactivated: 'User deactivated successfully',
  memberRemoved: 'Member removed from the group successfully',
} as const;

/** An id as it arrives in a path, a query or a GraphQL ID: digits only, a positive safe integer. */
export const idTextSchema = z
  .string({ error: adminEdgeMessages.invalidId })
  .regex(/^[1-9]\d{0,14}$/, adminEdgeMessages.invalidId)
  .transform(Number);
