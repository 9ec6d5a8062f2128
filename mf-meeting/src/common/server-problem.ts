import { CombinedGraphQLErrors } from '@apollo/client';
import { type DescribedError, describeError } from '@canstring/client/apollo';

/** A failed call: the product's code and message, and the wrong fields by form name. */
export interface ServerProblem extends DescribedError {
  fields: Record<string, string>;
}

/** The server names a field inside its envelope ('input.title', 'meeting.startAt'). */
const envelopes = new Set(['input', 'meeting']);

export const formFieldsOf = (fields: unknown): Record<string, string> => {
  if (!fields || typeof fields !== 'object') return {};
  const named: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields as Record<string, unknown>)) {
    if (typeof message !== 'string') continue;
    const parts = path.split('.');
    if (parts.length > 1 && envelopes.has(parts[0]!)) parts.shift();
    named[parts[0]!] ??= message;
  }
  return named;
};

export const serverProblemOf = (error: unknown): ServerProblem => ({
  ...describeError(error),
  fields: CombinedGraphQLErrors.is(error) ? formFieldsOf(error.errors[0]?.extensions?.fields) : {},
});
