import { CombinedGraphQLErrors } from '@apollo/client';
import { type DescribedError, describeError } from '@canstring/client/apollo';

/** A failed call as the screens use it: the product's code and message, and the wrong fields by form name. */
export interface ServerProblem extends DescribedError {
  fields: Record<string, string>;
}

/**
 * How an area reads a failed call. Its services name a field inside an envelope ('user.email',
 * 'input.title'): the area's envelopes are dropped, and a field's parts after the first
 * ('groupIds.2') count as the field.
 */
export const serverProblems = (envelopes: readonly string[]) => {
  const known = new Set(envelopes);
  /** The server's `extensions.fields` keyed by the form's own field names. */
  const formFieldsOf = (fields: unknown): Record<string, string> => {
    if (!fields || typeof fields !== 'object') return {};
    const named: Record<string, string> = {};
    for (const [path, message] of Object.entries(fields as Record<string, unknown>)) {
      if (typeof message !== 'string') continue;
      const parts = path.split('.');
      if (parts.length > 1 && known.has(parts[0]!)) parts.shift();
      named[parts[0]!] ??= message;
    }
    return named;
  };
  const serverProblemOf = (error: unknown): ServerProblem => ({
    ...describeError(error),
    fields: CombinedGraphQLErrors.is(error) ? formFieldsOf(error.errors[0]?.extensions?.fields) : {},
  });
  return { formFieldsOf, serverProblemOf };
};
