import type { ListSort } from '@canstring/contracts';
import { asc, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import { groups, users } from './schema';

/** One page of a list as the endpoints ask for it. */
export interface Page {
  offset: number;
  limit: number;
  search?: string;
}

/** Text for a LIKE pattern, its own %, _ and backslash taken literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern finding the text anywhere. */
export const containsPattern = (search: string): string => `%${escapeLike(search)}%`;

/** Accounts whose name (first, last or both) or email contains the search, ignoring case. */
export const userMatches = (search: string | undefined): SQL | undefined => {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, pattern),
    ilike(users.email, pattern),
  );
};

/** 'recent': newest first; 'name': first name A to Z. Ties go by id so pages never overlap. */
export const userOrder = (sort: ListSort): SQL[] =>
  sort === 'name'
    ? [asc(sql`lower(${users.firstName})`), asc(users.id)]
    : [desc(users.createdAt), desc(users.id)];

export const groupMatches = (search: string | undefined): SQL | undefined =>
  search ? ilike(groups.name, containsPattern(search)) : undefined;

export const groupOrder = (sort: ListSort): SQL[] =>
  sort === 'name'
    ? [asc(sql`lower(${groups.name})`), asc(groups.id)]
    : [desc(groups.createdAt), desc(groups.id)];
