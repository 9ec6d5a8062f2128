import { serverProblems } from '@canstring/ui';

export type { ServerProblem } from '@canstring/ui';

/** The services name a field inside its envelope ('user.email', 'change.newPassword', 'groupIds.2'). */
export const { formFieldsOf, serverProblemOf } = serverProblems(['user', 'group', 'change', 'input']);
