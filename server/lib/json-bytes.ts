import { type Page, toPage } from '../../contract/pagination';

/**
 * JSON that is already serialised (listings come from PostgreSQL as JSON text), typed by what it
 * holds. Routes send it as it is; code that needs the values parses it.
 */
export type JsonText<T> = string & { readonly __jsonOf?: T };

/** A JSON array of elements that are each JSON text already. */
export function jsonArrayText<T>(elements: JsonText<T>[]): JsonText<T[]> {
  return `[${elements.join(',')}]`;
}

/** The paged-list envelope (design.md section 4) around items that are JSON text already. */
export function pageJsonText<T>(
  items: JsonText<T>[],
  counts: { count: number; total: number },
  page: number,
  pageSize: number,
): JsonText<Page<T>> {
  const { data: _none, ...envelope } = toPage<T>([], counts, page, pageSize);
  return `{"data":${jsonArrayText(items)},${JSON.stringify(envelope).slice(1)}`;
}
