import { z } from 'zod';

/** The envelope of paged lists (design.md section 4). */
export interface Page<T> {
  data: T[];
  /** Items matching the filters. */
  count: number;
  /** Items the caller may see, unfiltered. */
  total: number;
  page: number;
  page_size: number;
  total_pages: number;
}

export const pageQuery = (defaultSize: number, maxSize = 100) =>
  z.object({
    page: z.coerce
      .number({ error: 'Give the page as a number from 1.' })
      .int('Give the page as a whole number from 1.')
      .min(1, 'Pages start at 1.')
      .max(100_000, 'That page is too far.')
      .default(1),
    page_size: z.coerce
      .number({ error: `Give page_size as a number from 1 to ${maxSize}.` })
      .int(`Give page_size as a whole number from 1 to ${maxSize}.`)
      .min(1, `page_size must be from 1 to ${maxSize}.`)
      .max(maxSize, `page_size must be from 1 to ${maxSize}.`)
      .default(defaultSize),
  });

export function toPage<T>(
  data: T[],
  counts: { count: number; total: number },
  page: number,
  pageSize: number,
): Page<T> {
  return {
    data,
    count: counts.count,
    total: counts.total,
    page,
    page_size: pageSize,
    total_pages: Math.max(1, Math.ceil(counts.count / pageSize)),
  };
}
