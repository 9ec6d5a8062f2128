import { AppError, adminEdgeMessages, ErrorCode, idTextSchema, type ListQuery } from '@canstring/contracts';

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
