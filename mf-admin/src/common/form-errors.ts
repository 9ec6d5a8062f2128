/** What a zod failure carries (kept structural, so this app needs no zod of its own). */
export interface SchemaIssues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/**
 * A schema failure as react-final-form field errors: the first message for each top-level field
 * ('groupIds.3' counts as 'groupIds'); a failure of the whole object goes under '_'.
 */
export const formErrorsOf = (error: SchemaIssues | undefined): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const field = issue.path.length ? String(issue.path[0]) : '_';
    errors[field] ??= issue.message;
  }
  return errors;
};
