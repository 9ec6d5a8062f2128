import { AppError, ErrorCode, messages } from '@canstring/contracts';
import type { z } from 'zod';

/**
 * Validates a legacy request body. A failure names each wrong field, using the spec's
 * 'This field is requered' for a missing one, under the spec's 'invalid request'.
 */
export const parseBody = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> => {
  const parsed = schema.safeParse(body ?? {}, { reportInput: true });
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    fields[issue.path.join('.') || '_'] ??= missing ? messages.fieldRequired : issue.message;
  }
  throw new AppError(ErrorCode.BadInput, messages.invalidRequest, { fields });
};
