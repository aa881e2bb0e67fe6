import { type Page, toPage } from '../../contract/pagination';

/**
 * JSON that is already serialised, as UTF-8 bytes, typed by what it holds. Listings come from
 * PostgreSQL as JSON text (decision 006) and are kept as bytes (decision 013): a page is then one
 * copy of its listings' bytes, sent as it is, with no string to build and none to encode.
 */
export type JsonBytes<T> = Buffer & { readonly __jsonOf?: T };

/**
 * JSON text as bytes of their own: not a slice of Node's shared pool, which a kept listing would
 * hold on to whole.
 */
export function jsonBytes<T>(text: string): JsonBytes<T> {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text, 'utf8'));
  bytes.write(text, 'utf8');
  return bytes;
}

/** The value the bytes hold, for code that needs it. */
export function parseJsonBytes<T>(json: JsonBytes<T>): T {
  return JSON.parse(json.toString('utf8')) as T;
}

const COMMA = Buffer.from(',');
const OPEN_ARRAY = Buffer.from('[');
const CLOSE_ARRAY = Buffer.from(']');
const OPEN_PAGE = Buffer.from('{"data":');

/** The parts of a JSON array of items that are JSON bytes already, to be joined by the caller. */
function arrayParts<T>(items: readonly JsonBytes<T>[]): Buffer[] {
  const parts: Buffer[] = [OPEN_ARRAY];
  items.forEach((item, at) => {
    if (at > 0) parts.push(COMMA);
    parts.push(item);
  });
  parts.push(CLOSE_ARRAY);
  return parts;
}

/** A JSON array of items that are JSON bytes already. */
export function arrayJsonBytes<T>(items: readonly JsonBytes<T>[]): JsonBytes<T[]> {
  return Buffer.concat(arrayParts(items));
}

/**
 * The paged-list envelope (design.md section 4) around items that are JSON bytes already: one copy
 * of the items' bytes (a page of 48 listings is some 215 KB).
 */
export function pageJsonBytes<T>(
  items: readonly JsonBytes<T>[],
  counts: { count: number; total: number },
  page: number,
  pageSize: number,
): JsonBytes<Page<T>> {
  const { data: _none, ...envelope } = toPage<T>([], counts, page, pageSize);
  return Buffer.concat([
    OPEN_PAGE,
    ...arrayParts(items),
    Buffer.from(`,${JSON.stringify(envelope).slice(1)}`),
  ]);
}
