/** Paged list requests and responses. */
import * as z from 'zod/mini';

/** Inferred: pages are 1-based, at most 100 items. */
export const PageRequestFields = {
  pageNo: z.optional(z.int().check(z.minimum(1))),
  pageSize: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
};

/** One page of items of any kind: the page number, its size, the total count. */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ pageNo: z.number(), pageSize: z.number(), total: z.number(), items: z.array(item) });
}
