import type { DetailListing } from './detail-listing';

/**
 * Fresh and verified listings (issue 15, item 7): when the listing was last confirmed available
 * (an available one: the public sees none older than 90 days), and the agency's latest site
 * visit with what it checked. Its lines come written by the loader (detail-listing.ts) and their
 * icons from the stylesheet (detail.css), so the page's script stays small.
 */
export function ListingTrust({ trust }: { trust: DetailListing['trust'] }) {
  if (!trust?.lines.length) return null;
  return (
    <ul aria-label={trust.label} className="detail-trust">
      {trust.lines.map((line) => (
        <li key={line.text} className={`trust-${line.kind}`}>
          {line.text}
        </li>
      ))}
    </ul>
  );
}
