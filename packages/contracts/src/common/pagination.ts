import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;

/** pageIndex from 1, pageSize 1-100 (decisions §3); numbers may arrive as strings in a query or a form. */
export const ZPageQuery = z.object({
  pageIndex: z.coerce
    .number({ error: 'validation.pageIndex' })
    .int('validation.pageIndex')
    .min(1, 'validation.pageIndex')
    .max(100_000, 'validation.pageIndex')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'validation.pageSize' })
    .int('validation.pageSize')
    .min(1, 'validation.pageSize')
    .max(MAX_PAGE_SIZE, 'validation.pageSize')
    .default(10),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const zPage = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), recordcount: z.number().int() });

export interface TPage<T> {
  list: T[];
  recordcount: number;
}
