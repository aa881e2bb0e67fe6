import { useRootData } from '../lib/site';

/**
 * Structured data for search engines (schema.org as JSON-LD). It carries the page's CSP nonce,
 * and `<` is escaped so no text in the data can close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  const nonce = useRootData()?.cspNonce;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // JSON with "<" escaped: nothing in the data can end the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
