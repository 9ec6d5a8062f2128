import { serverProblems } from '@canstring/ui';

export type { ServerProblem } from '@canstring/ui';

/** The lesson service names a field inside its envelope ('input.sets.2', 'question.text'). */
export const { formFieldsOf, serverProblemOf } = serverProblems(['input', 'question', 'set']);
