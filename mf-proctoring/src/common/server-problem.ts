import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { serverProblems } from '@canstring/ui';

export type { ServerProblem } from '@canstring/ui';

/** The proctoring service names a field inside its envelope ('exam.title', 'input.startAt'). */
export const { formFieldsOf, serverProblemOf } = serverProblems(['input', 'exam']);

/**
 * The words of a failure: the gateway's (a GraphQL refusal), the room's (a RoomRefusal carries the
 * server's message) or the exam session's and the browser's own; a general failure otherwise.
 */
export const problemText = (error: unknown): string => {
  if (CombinedGraphQLErrors.is(error) || ServerError.is(error)) return serverProblemOf(error).message;
  if (error instanceof Error && error.message) return error.message;
  return serverProblemOf(error).message;
};
