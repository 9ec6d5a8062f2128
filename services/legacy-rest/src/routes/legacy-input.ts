import {
  AppError,
  adminEdgeMessages,
  ErrorCode,
  idTextSchema,
  type ListQuery,
  type ListSort,
  messages,
} from '@canstring/contracts';
import { z } from 'zod';
import { parseBody } from '../parse-body';

/** Turns a table of old names → services' names into services' names → old names. */
export const namesFromServices = (table: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(table).map(([legacy, field]) => [field, legacy]));

/** An error whose input problems name the services' fields, renamed (each path segment) to the old client's. */
export const withLegacyFieldNames = (error: unknown, names: Record<string, string>): unknown => {
  if (!(error instanceof AppError) || !error.details.fields) return error;
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.details.fields)) {
    const legacy = path
      .split('.')
      .map((segment) => names[segment] ?? segment)
      .join('.');
    fields[legacy] ??= message;
  }
  return new AppError(error.code, error.message, { ...error.details, fields });
};

/** Validates input already mapped to the services' names, reporting problems under the old client's names. */
export const parseLegacy = <S extends z.ZodType>(
  schema: S,
  input: unknown,
  names: Record<string, string>,
): z.output<S> => {
  try {
    return parseBody(schema, input);
  } catch (error) {
    throw withLegacyFieldNames(error, names);
  }
};

/** The request body as an object (an absent or non-object body reads as empty, so its fields are missing). */
export const bodyOf = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

const invalidId = (field: string) =>
  new AppError(ErrorCode.BadInput, adminEdgeMessages.invalidId, {
    fields: { [field]: adminEdgeMessages.invalidId },
  });

/** An id from the path; anything but a positive whole number is refused with a clear 400. */
export const pathId = (value: unknown, field: string): number => {
  const parsed = idTextSchema.safeParse(value);
  if (!parsed.success) throw invalidId(field);
  return parsed.data;
};

/** A required id from the query string or a body: a whole number, or its digits. */
export const requiredId = (from: Record<string, unknown>, field: string): number => {
  const value = from[field];
  if (value === undefined || value === null || value === '') {
    throw new AppError(ErrorCode.BadInput, messages.invalidRequest, {
      fields: { [field]: messages.fieldRequired },
    });
  }
  return pathId(typeof value === 'number' ? String(value) : value, field);
};

/**
 * The old client's sort values are not documented: a name-like or ascending value ('name', 'asc',
 * 'a-z', …) means by name A to Z; anything else, or nothing, means newest first.
 */
const NAME_ORDER = /^(name|first_?name|full_?name|(chat_)?group_?name|asc|ascending|a-?z|alpha(betical)?)$/i;
export const listSortOf = (value: string | undefined): ListSort =>
  value !== undefined && NAME_ORDER.test(value.trim()) ? 'name' : 'recent';

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);
const count = z.preprocess(
  blankAsMissing,
  z
    .string({ error: adminEdgeMessages.wholeNumberRequired })
    .regex(/^\d{1,9}$/, adminEdgeMessages.wholeNumberRequired)
    .transform(Number)
    .optional(),
);
const text = z.preprocess(blankAsMissing, z.string({ error: messages.invalidRequest }).max(100).optional());
const legacyListQuerySchema = z.object({ offset: count, limit: count, sort: text, search: text });

/** Paging, sort and search from the query string, as the services take them (their defaults when absent). */
export const listQueryOf = (query: Record<string, unknown>): ListQuery => {
  const { offset, limit, sort, search } = parseBody(legacyListQuerySchema, query);
  return { offset, limit, sort: listSortOf(sort), search };
};
