import { formatCalendarDate, keralaDate } from '../../../contract/format';
import { useI18n } from '../../i18n/i18n';
import { useSiteInfo } from '../../lib/site';
import type { DetailListing } from './detail-listing';

const TICK = 'm5 12.5 4.5 4.5L19 7.5';
const SHIELD = 'M12 3 5 6v5c0 4.4 3 8.4 7 10 4-1.6 7-5.6 7-10V6l-7-3Zm-3.2 9.2 2.2 2.2 4.4-4.4';

/**
 * Fresh and verified listings (issue 15, item 7): when the listing was last confirmed available
 * (an available one: the public sees none older than 90 days), and the agency's latest site
 * visit with what it checked. Dates in the page's language, on Kerala's calendar, so the server
 * and the browser write the same.
 */
export function ListingTrust({
  property,
}: {
  property: Pick<DetailListing, 'status' | 'confirmed_at' | 'site_visit'>;
}) {
  const { language, m } = useI18n();
  const site = useSiteInfo();
  const texts = m.detail.trust;
  const visit = property.site_visit;
  const isAvailable = property.status === 'available';
  if (!isAvailable && !visit) return null;
  return (
    <section aria-label={texts.label} className="detail-trust">
      {isAvailable && (
        <p className="trust-confirmed">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d={TICK} />
          </svg>
          {texts.confirmed(
            formatCalendarDate(keralaDate(new Date(property.confirmed_at)), language),
          )}
        </p>
      )}
      {visit && (
        <div className="trust-visit">
          <p className="trust-badge">
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d={SHIELD} />
            </svg>
            {texts.visited(site.name, formatCalendarDate(visit.visited_on, language))}
          </p>
          {visit.checks.length > 0 && (
            <ul>
              {visit.checks.map((check) => (
                <li key={check}>
                  <svg viewBox="0 0 24 24" aria-hidden="true">
                    <path d={TICK} />
                  </svg>
                  {texts.checks[check]}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
