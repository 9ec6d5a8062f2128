import { serverProblems } from '@canstring/ui';

export type { ServerProblem } from '@canstring/ui';

/** The server names a field inside its envelope ('input.title', 'meeting.startAt'). */
export const { formFieldsOf, serverProblemOf } = serverProblems(['input', 'meeting']);
