import { AppError, ErrorCode, messages } from '@canstring/contracts';
import type { z } from 'zod';

const valueAt = (value: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (at, key) =>
      typeof at === 'object' && at !== null ? (at as Record<PropertyKey, unknown>)[key] : undefined,
    value,
  );

/**
 * Validates a legacy request body. A failure names each wrong field, using the spec's
 * 'This field is requered' for a missing one, under the spec's 'invalid request'.
 */
export const parseBody = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> => {
  const input = body ?? {};
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const missing = issue.path.length > 0 && valueAt(input, issue.path) === undefined;
    fields[issue.path.join('.') || '_'] ??= missing ? messages.fieldRequired : issue.message;
  }
  throw new AppError(ErrorCode.BadInput, messages.invalidRequest, { fields });
};
