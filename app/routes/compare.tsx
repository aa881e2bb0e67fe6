import { useState } from 'react';
import { data } from 'react-router';

import {
  areaUnit,
  formatDecimal,
  formatNumber,
  formatPrice,
  formatSquareFeet,
} from '../../contract/format';
import { type Language, languageOfPath } from '../../contract/languages';
import {
  COMPARE_MAX,
  COMPARE_MIN,
  formatListingIds,
  parseListingIds,
} from '../../contract/listing-ids';
import { formatPricePerUnit } from '../../contract/price-per-unit';
import type { Property } from '../../contract/properties';
import {
  PropertyPicture,
  type PictureSource,
  toPictureSource,
} from '../components/property-picture';
import { SiteLink } from '../components/site-link';
import { pageI18n, useI18n } from '../i18n/i18n';
import type { Messages } from '../i18n/messages';
import {
  columnLetter,
  type CompareListing,
  type CompareRowKey,
  type Comparison,
  compareListings,
} from '../lib/compare';
import { listingText, placeNamesIn } from '../../contract/listing-language';
import { readPart, UNAVAILABLE } from '../lib/load-failure';
import { listingPricePerUnit } from '../lib/price-per-unit';
import { placeOf } from '../lib/property-links';
import { pageMeta } from '../lib/seo';
import { findSiteInMatches } from '../lib/site';
import type { Route } from './+types/compare';
import { ConvertedPrice } from '../components/converted-price';

/** A column of the comparison: the listing, with its cover. */
type CompareColumn = CompareListing & { image: PictureSource | null };

function toCompareColumn(property: Property, language: Language): CompareColumn | null {
  if (property.status === 'draft') return null;
  const title = listingText(property.title, property.title_ml, language);
  const cover = property.images[0];
  return {
    id: property.id,
    title: title.text,
    ...(title.lang ? { titleLang: title.lang } : {}),
    status: property.status,
    price: property.price,
    isRent: property.property_for === 'rent',
    perUnit: listingPricePerUnit(property) ?? null,
    area: property.area,
    cents: property.cents,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    typeName: property.property_type_details?.name ?? null,
    furnishing: property.furnishing,
    builtYear: property.built_year,
    parking: property.parking_spaces,
    features: property.feature_details.map((feature) => feature.name),
    place: placeOf({ location: placeNamesIn(property.location, language) }),
    latitude: property.latitude,
    longitude: property.longitude,
    image: cover ? toPictureSource(cover) : null,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const ids = parseListingIds(url.searchParams.get('ids'), COMPARE_MAX);
  if (ids.length === 0) return { columns: [] as CompareColumn[], gone: 0 };
  const language = languageOfPath(url.pathname);
  const read = await readPart(context.log, 'compare', () => context.catalogue.listByIds(ids), null);
  if (!read.value) {
    return data({ columns: [] as CompareColumn[], gone: 0, failed: true }, UNAVAILABLE);
  }
  const columns = read.value.flatMap(({ listing }) => {
    const column = listing ? toCompareColumn(listing, language) : null;
    return column ? [column] : [];
  });
  return { columns, gone: ids.length - columns.length };
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = findSiteInMatches(matches);
  const { language, m } = pageI18n(matches);
  return [
    ...pageMeta({
      site,
      language,
      title: m.shortlist.meta.compareTitle(site.name),
      description: m.shortlist.meta.compareDescription,
      path: '/compare',
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { columns, gone } = loaderData;
  const { m } = useI18n();
  const texts = m.shortlist.compare;
  const hasFailed = 'failed' in loaderData;
  return (
    <div className="saved-page saved-page-wide">
      <header className="saved-head">
        <div>
          <p className="saved-eyebrow">{texts.eyebrow}</p>
          <h1>{texts.heading}</h1>
          {columns.length >= COMPARE_MIN && <p className="saved-lead">{texts.lead}</p>}
        </div>
        <div className="saved-actions">
          <SiteLink to="/shortlist" className="saved-button">
            {texts.back}
          </SiteLink>
        </div>
      </header>
      {hasFailed ? (
        <p role="alert" className="shortlist-note">
          {m.shortlist.page.failed}
        </p>
      ) : columns.length < COMPARE_MIN ? (
        <section className="shortlist-empty" aria-labelledby="compare-too-few">
          <h2 id="compare-too-few">{texts.tooFew}</h2>
          <p>{texts.tooFewText}</p>
          <SiteLink to="/property-listing" className="saved-button saved-button-primary">
            {m.shortlist.page.browse}
          </SiteLink>
        </section>
      ) : (
        <>
          {gone > 0 && <p className="shortlist-note">{texts.someGone(gone)}</p>}
          <CompareTable columns={columns} comparison={compareListings(columns)} />
        </>
      )}
    </div>
  );
}

function CompareTable({
  columns,
  comparison,
}: {
  columns: readonly CompareColumn[];
  comparison: Comparison;
}) {
  const { language, m } = useI18n();
  const texts = m.shortlist.compare;
  const [isOnlyDifferences, setIsOnlyDifferences] = useState(false);
  const ids = columns.map((column) => column.id);

  return (
    <>
      <label className="compare-only">
        <input
          type="checkbox"
          checked={isOnlyDifferences}
          onChange={(event) => setIsOnlyDifferences(event.currentTarget.checked)}
        />
        {texts.onlyDifferences}
      </label>
      <div className="compare-scroll" tabIndex={0} role="region" aria-label={texts.table}>
        <table
          className={isOnlyDifferences ? 'compare-table only-differences' : 'compare-table'}
          style={{ '--compare-columns': columns.length } as React.CSSProperties}
        >
          <caption className="sr-only">{texts.table}</caption>
          <thead>
            <tr>
              <td />
              {columns.map((column, index) => {
                const others = ids.filter((id) => id !== column.id);
                const status =
                  column.status === 'sold'
                    ? m.shortlist.page.sold
                    : column.status === 'rented'
                      ? m.shortlist.page.rented
                      : null;
                return (
                  <th key={column.id} scope="col" className="compare-head">
                    <div className="compare-photo">
                      {column.image ? (
                        <PropertyPicture image={column.image} alt="" sizes="240px" isSmall />
                      ) : (
                        <span className="saved-row-nophoto" aria-hidden="true" />
                      )}
                      <span className="compare-letter" aria-hidden="true">
                        {columnLetter(index)}
                      </span>
                      {status && <span className="saved-status">{status}</span>}
                    </div>
                    <SiteLink to={`/property/${column.id}`} lang={column.titleLang}>
                      {column.title}
                    </SiteLink>
                    {others.length >= 1 && (
                      <SiteLink
                        to={
                          others.length >= COMPARE_MIN
                            ? `/compare?ids=${formatListingIds(others)}`
                            : '/shortlist'
                        }
                        className="compare-remove"
                        title={texts.remove(columnLetter(index))}
                      >
                        <span aria-hidden="true">×</span>
                        <span className="sr-only">{texts.remove(columnLetter(index))}</span>
                      </SiteLink>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {comparison.rows.map((row) => (
              <tr key={row.key} data-differs={row.differs || undefined}>
                <th scope="row">
                  {texts.rows[row.key]}
                  {row.differs && <span className="sr-only">{` (${texts.differs})`}</span>}
                </th>
                {columns.map((column, index) => {
                  const isBest = row.best.includes(index);
                  return (
                    <td key={column.id} className={isBest ? 'is-best' : undefined}>
                      {cellText(row.key, column, language, m)}
                      {row.key === 'price' && <ConvertedPrice rupees={column.price} />}
                      {isBest && <span className="compare-best">{texts.best}</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
            <tr data-differs={comparison.features.some((feature) => feature.differs) || undefined}>
              <th scope="row">{texts.rows.features}</th>
              {columns.map((column, index) => (
                <td key={column.id}>
                  <ul className="compare-features">
                    {comparison.features.map((feature) => (
                      <li
                        key={feature.name}
                        className={feature.has[index] ? 'has' : 'lacks'}
                        data-differs={feature.differs || undefined}
                      >
                        <span aria-hidden="true">{feature.has[index] ? '✓' : '–'}</span>
                        <span className="sr-only">
                          {feature.has[index] ? texts.yes : texts.no}
                          {': '}
                        </span>
                        {m.site.feature(feature.name)}
                      </li>
                    ))}
                    {comparison.features.length === 0 && <li className="lacks">{texts.none}</li>}
                  </ul>
                </td>
              ))}
            </tr>
            <tr data-differs>
              <th scope="row">{texts.rows.distance}</th>
              {columns.map((column, index) => (
                <td key={column.id}>
                  <ul className="compare-distances">
                    {columns.map((other, otherIndex) =>
                      otherIndex === index ? null : (
                        <li key={other.id}>
                          {texts.kmFrom(
                            formatDecimal(
                              Math.round((comparison.distances[index]?.[otherIndex] ?? 0) * 10) /
                                10,
                              language,
                            ),
                            columnLetter(otherIndex),
                          )}
                        </li>
                      ),
                    )}
                  </ul>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}

/** What a row says of a listing, in the page's language. */
function cellText(
  key: CompareRowKey,
  column: CompareColumn,
  language: Language,
  m: Messages,
): string {
  const texts = m.shortlist.compare;
  const none = texts.none;
  switch (key) {
    case 'price':
      return `${formatPrice(column.price, language)}${column.isRent ? m.common.perMonth : ''}`;
    case 'perUnit':
      return column.perUnit ? formatPricePerUnit(column.perUnit, language) : none;
    case 'area':
      return column.area > 0 ? formatSquareFeet(column.area, language) : none;
    case 'cents':
      return column.cents === null
        ? none
        : `${formatDecimal(column.cents, language)} ${areaUnit('cents', language)}`;
    case 'bedrooms':
      return column.bedrooms > 0 ? formatNumber(column.bedrooms, language) : none;
    case 'bathrooms':
      return column.bathrooms > 0 ? formatNumber(column.bathrooms, language) : none;
    case 'type':
      return column.typeName === null ? none : m.site.propertyType(column.typeName);
    case 'furnishing':
      return column.furnishing ? texts.furnishings[column.furnishing] : none;
    case 'builtYear':
      return column.builtYear === null ? none : String(column.builtYear);
    case 'parking':
      return column.parking === null ? none : texts.spaces(column.parking);
    case 'place':
      return column.place;
  }
}
