/**
 * Structured data for search engines (schema.org as JSON-LD): data, not script, so the CSP does
 * not apply to it. `<` is escaped so no text in the data can close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return (
    <script
      type="application/ld+json"
      // JSON with "<" escaped: nothing in the data can end the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
