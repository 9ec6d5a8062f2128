import { z } from 'zod';
import { PAGE_SIZE } from '../constants';

/** Sorting offered on the User and Group tabs: newest first, or by name A to Z. */
export const listSorts = ['recent', 'name'] as const;
export type ListSort = (typeof listSorts)[number];

/** One page of a list: offsets start at 0, pages of PAGE_SIZE unless asked otherwise. */
export const listQuerySchema = z.object({
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(100).default(PAGE_SIZE),
  sort: z.enum(listSorts).default('recent'),
  search: z.string().trim().max(100).optional(),
});
export type ListQuery = z.input<typeof listQuerySchema>;
