import { AppError, adminEdgeMessages, ErrorCode, idTextSchema, type ListQuery } from '@canstring/contracts';

/* How the resolvers of every module read their GraphQL arguments: ids, pages, and the fields a service names. */

/** A GraphQL ID argument as the services' numeric id; anything but a positive whole number is BAD_INPUT. */
export const idOf = (value: unknown, field: string): number => {
  const parsed = idTextSchema.safeParse(typeof value === 'number' ? String(value) : value);
  if (!parsed.success) {
    throw new AppError(ErrorCode.BadInput, adminEdgeMessages.invalidId, {
      fields: { [field]: adminEdgeMessages.invalidId },
    });
  }
  return parsed.data;
};

/** A list of GraphQL IDs; each wrong one is named by its position. */
export const idsOf = (values: readonly unknown[], field: string): number[] =>
  values.map((value, index) => idOf(value, `${field}.${index}`));

export interface PageArgs {
  offset?: number | null;
  limit?: number | null;
  sort?: ListQuery['sort'] | null;
  search?: string | null;
}

/**
 * The paging arguments the caller gave. GraphQL passes an omitted optional argument as absent but an
 * explicit null as null; both mean "the default", which the contract applies when the key is missing.
 */
export const pageOf = (args: PageArgs): ListQuery => {
  const page: ListQuery = {};
  if (args.offset != null) page.offset = args.offset;
  if (args.limit != null) page.limit = args.limit;
  if (args.sort != null) page.sort = args.sort;
  if (args.search != null) page.search = args.search;
  return page;
};

/**
 * The service names a wrong field by its place in the endpoint's input (`user.phone`); the client sent it
 * as a field of one argument (`input.phone`) and shows it beside that form field, so the answer names it
 * as the form does (`phone`). Used as a promise's catch handler.
 */
export const fieldsAsSent =
  (wrapper: string) =>
  (error: unknown): never => {
    if (!(error instanceof AppError) || !error.details.fields) throw error;
    const fields: Record<string, string> = {};
    for (const [path, message] of Object.entries(error.details.fields)) {
      fields[path.startsWith(`${wrapper}.`) ? path.slice(wrapper.length + 1) : path] ??= message;
    }
    throw new AppError(error.code, error.message, { ...error.details, fields });
  };
