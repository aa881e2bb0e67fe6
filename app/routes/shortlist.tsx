import { useEffect, useState } from 'react';
import { data, useNavigate } from 'react-router';

import { areaUnit, formatPrice, formatSquareFeet } from '../../contract/format';
import { type Language, languageOfPath } from '../../contract/languages';
import {
  COMPARE_MAX,
  COMPARE_MIN,
  formatListingIds,
  parseListingIds,
  SHORTLIST_MAX,
} from '../../contract/listing-ids';
import { formatPricePerUnit, type PricePerUnit } from '../../contract/price-per-unit';
import type { Property } from '../../contract/properties';
import {
  PropertyPicture,
  type PictureSource,
  toPictureSource,
} from '../components/property-picture';
import { ShortlistHeart } from '../components/saved-buttons';
import { SiteLink } from '../components/site-link';
import { pageI18n, useI18n } from '../i18n/i18n';
import { listingText, placeNamesIn } from '../../contract/listing-language';
import { readPart, UNAVAILABLE } from '../lib/load-failure';
import { listingPricePerUnit } from '../lib/price-per-unit';
import { placeOf } from '../lib/property-links';
import { shortlist, useIsHydrated, useSavedIds } from '../lib/saved-listings';
import { pageMeta } from '../lib/seo';
import { buildWhatsAppUrl, findSiteInMatches, useSiteInfo } from '../lib/site';
import type { Route } from './+types/shortlist';
import { ConvertedPrice } from '../components/converted-price';

/** A row of the shortlist: what it shows of a listing, or that the listing is gone. */
export type ShortlistItem =
  | { id: number; gone: true }
  | {
      id: number;
      gone?: undefined;
      status: 'available' | 'sold' | 'rented';
      title: string;
      titleLang?: 'en';
      price: number;
      isRent: boolean;
      perUnit?: PricePerUnit;
      place: string;
      bedrooms: number;
      bathrooms: number;
      area: number;
      cents: number | null;
      typeName: string | null;
      image: PictureSource | null;
    };

function toShortlistItem(id: number, property: Property | null, language: Language): ShortlistItem {
  if (!property || property.status === 'draft') return { id, gone: true };
  const title = listingText(property.title, property.title_ml, language);
  const cover = property.images[0];
  const perUnit = listingPricePerUnit(property);
  return {
    id,
    status: property.status,
    title: title.text,
    ...(title.lang ? { titleLang: title.lang } : {}),
    price: property.price,
    isRent: property.property_for === 'rent',
    ...(perUnit ? { perUnit } : {}),
    place: placeOf({ location: placeNamesIn(property.location, language) }),
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    area: property.area,
    cents: property.cents,
    typeName: property.property_type_details?.name ?? null,
    image: cover ? toPictureSource(cover) : null,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const ids = parseListingIds(url.searchParams.get('ids'), SHORTLIST_MAX);
  // No ids: the page reads this browser's list and comes back with them (see the component).
  if (ids.length === 0) return { items: null };
  const language = languageOfPath(url.pathname);
  const read = await readPart(
    context.log,
    'shortlist',
    () => context.catalogue.listByIds(ids),
    null,
  );
  if (!read.value) return data({ items: [] as ShortlistItem[], failed: true }, UNAVAILABLE);
  return { items: read.value.map(({ id, listing }) => toShortlistItem(id, listing, language)) };
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = findSiteInMatches(matches);
  const { language, m } = pageI18n(matches);
  return [
    ...pageMeta({
      site,
      language,
      title: m.shortlist.meta.title(site.name),
      description: m.shortlist.meta.description,
      path: '/shortlist',
    }),
    // A visitor's own list: nothing for a search engine.
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Shortlist({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  const texts = useI18n().m.shortlist.page;
  if (items === null) return <StoredShortlist />;
  if ('failed' in loaderData) {
    return (
      <ShortlistFrame heading={texts.heading} lead={null}>
        <p role="alert" className="shortlist-note">
          {texts.failed}
        </p>
      </ShortlistFrame>
    );
  }
  return <ShortlistView items={items} />;
}

function ShortlistFrame({
  heading,
  lead,
  actions,
  children,
}: {
  heading: string;
  lead: string | null;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const texts = useI18n().m.shortlist.page;
  return (
    <div className="saved-page">
      <header className="saved-head">
        <div>
          <p className="saved-eyebrow">{texts.eyebrow}</p>
          <h1>{heading}</h1>
          {lead && <p className="saved-lead">{lead}</p>}
        </div>
        {actions}
      </header>
      {children}
    </div>
  );
}

/** /shortlist with no ids: this browser's list, rendered by the server once its ids are known. */
function StoredShortlist() {
  const { m, path } = useI18n();
  const texts = m.shortlist.page;
  const navigate = useNavigate();
  const stored = useSavedIds(shortlist);
  const isEmpty = useIsHydrated() && stored.length === 0;
  useEffect(() => {
    if (stored.length === 0) return;
    void navigate(path(`/shortlist?ids=${formatListingIds(stored)}`), { replace: true });
  }, [navigate, path, stored]);
  return (
    <ShortlistFrame heading={texts.mine} lead={isEmpty ? null : texts.lead}>
      {isEmpty ? (
        <EmptyShortlist />
      ) : (
        <p role="status" className="shortlist-loading">
          {texts.loading}
        </p>
      )}
    </ShortlistFrame>
  );
}

function EmptyShortlist() {
  const texts = useI18n().m.shortlist.page;
  return (
    <section className="shortlist-empty" aria-labelledby="shortlist-empty">
      <span className="shortlist-empty-mark" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28">
          <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.6 0 5.8 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4Z" />
        </svg>
      </span>
      <h2 id="shortlist-empty">{texts.emptyHeading}</h2>
      <p>{texts.emptyText}</p>
      <SiteLink to="/property-listing" className="saved-button saved-button-primary">
        {texts.browse}
      </SiteLink>
    </section>
  );
}

function ShortlistView({ items }: { items: readonly ShortlistItem[] }) {
  const { m, path } = useI18n();
  const texts = m.shortlist.page;
  const navigate = useNavigate();
  const stored = useSavedIds(shortlist);
  const isHydrated = useIsHydrated();
  // Rows the visitor removed here (a gone listing's Remove).
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set());
  const [picked, setPicked] = useState<readonly number[]>([]);
  const [note, setNote] = useState<string | null>(null);

  const shown = items.filter((item) => !dismissed.has(item.id));
  const listed = shown.filter((item) => !item.gone);
  // Mine when every listing shown is in this browser's list; otherwise someone shared it.
  const isMine = isHydrated && listed.every((item) => stored.includes(item.id));
  const heading = !isHydrated ? texts.heading : isMine ? texts.mine : texts.shared;

  function togglePick(id: number) {
    if (picked.includes(id)) {
      setPicked(picked.filter((other) => other !== id));
      setNote(null);
    } else if (picked.length >= COMPARE_MAX) {
      setNote(texts.compareTooMany);
    } else {
      setPicked([...picked, id]);
      setNote(null);
    }
  }

  function removeGone(id: number) {
    shortlist.remove(id);
    setDismissed(new Set([...dismissed, id]));
    setPicked(picked.filter((other) => other !== id));
  }

  function saveAll() {
    const added = shortlist.addAll(listed.map((item) => item.id));
    setNote(
      !shortlist.isPersisted()
        ? texts.notKept
        : added > 0
          ? texts.savedAll(added)
          : texts.alreadySaved,
    );
  }

  const actions = (
    <div className="saved-actions">
      {isHydrated && !isMine && listed.length > 0 && (
        <button type="button" className="saved-button saved-button-primary" onClick={saveAll}>
          {texts.saveAll}
        </button>
      )}
      <ShareShortlist ids={shown.map((item) => item.id)} />
    </div>
  );

  if (shown.length === 0) {
    return (
      <ShortlistFrame heading={heading} lead={null}>
        <EmptyShortlist />
      </ShortlistFrame>
    );
  }

  return (
    <ShortlistFrame
      heading={heading}
      lead={isHydrated && !isMine ? texts.sharedLead : texts.lead}
      actions={actions}
    >
      <div className="shortlist-bar">
        <p>
          <strong>{texts.count(shown.length)}</strong>
          <span>{texts.compareHint}</span>
        </p>
        <button
          type="button"
          className="saved-button saved-button-dark"
          disabled={picked.length < COMPARE_MIN}
          onClick={() => void navigate(path(`/compare?ids=${formatListingIds(picked)}`))}
        >
          {texts.compareSelected(picked.length)}
        </button>
      </div>
      <p role="status" className={note ? 'shortlist-note' : 'sr-only'}>
        {note}
      </p>
      <ul className="shortlist-list">
        {shown.map((item) => (
          <li key={item.id}>
            {item.gone ? (
              <GoneRow id={item.id} onRemove={() => removeGone(item.id)} />
            ) : (
              <ShortlistRow
                item={item}
                isPicked={picked.includes(item.id)}
                onPick={() => togglePick(item.id)}
              />
            )}
          </li>
        ))}
      </ul>
    </ShortlistFrame>
  );
}

function ShortlistRow({
  item,
  isPicked,
  onPick,
}: {
  item: Exclude<ShortlistItem, { gone: true }>;
  isPicked: boolean;
  onPick: () => void;
}) {
  const { language, m } = useI18n();
  const texts = m.shortlist.page;
  const card = m.common;
  const facts = [
    item.typeName && m.site.propertyType(item.typeName),
    item.bedrooms > 0 && texts.beds(item.bedrooms),
    item.bathrooms > 0 && texts.baths(item.bathrooms),
    item.cents !== null ? `${item.cents} ${areaUnit('cents', language)}` : null,
    item.area > 0 ? formatSquareFeet(item.area, language) : null,
  ].filter((fact): fact is string => typeof fact === 'string');
  const status =
    item.status === 'sold' ? texts.sold : item.status === 'rented' ? texts.rented : null;
  return (
    <article className={status ? 'saved-row is-closed' : 'saved-row'}>
      <div className="saved-row-media">
        {item.image ? (
          <PropertyPicture
            image={item.image}
            alt=""
            sizes="(min-width: 640px) 224px, 112px"
            isSmall
          />
        ) : (
          <span className="saved-row-nophoto" aria-hidden="true" />
        )}
        {status && <span className="saved-status">{status}</span>}
      </div>
      <div className="saved-row-body">
        <p className="saved-row-price">
          {formatPrice(item.price, language)}
          {item.isRent && <span>{card.perMonth}</span>}
          <ConvertedPrice rupees={item.price} />
          {item.perUnit && (
            <span className="saved-row-unit">{formatPricePerUnit(item.perUnit, language)}</span>
          )}
        </p>
        <h2 className="saved-row-title" lang={item.titleLang}>
          <SiteLink to={`/property/${item.id}`}>{item.title}</SiteLink>
        </h2>
        <p className="saved-row-place">{item.place}</p>
        <p className="saved-row-facts">{facts.join(' · ')}</p>
      </div>
      <div className="saved-row-tools">
        <ShortlistHeart id={item.id} />
        <label className="saved-pick">
          <input type="checkbox" checked={isPicked} onChange={onPick} />
          <span className="sr-only">{texts.compareLabel(item.title)}</span>
          <span aria-hidden="true">{texts.compare}</span>
        </label>
      </div>
    </article>
  );
}

function GoneRow({ id, onRemove }: { id: number; onRemove: () => void }) {
  const texts = useI18n().m.shortlist.page;
  return (
    <article className="saved-row is-gone">
      <div className="saved-row-media">
        <span className="saved-row-nophoto" aria-hidden="true" />
      </div>
      <div className="saved-row-body">
        <p className="saved-status-gone">{texts.gone}</p>
        <p className="saved-row-place">{texts.goneText}</p>
      </div>
      <div className="saved-row-tools">
        <button
          type="button"
          className="saved-button"
          aria-label={texts.removeAbout(texts.listingNumber(id))}
          onClick={onRemove}
        >
          {texts.remove}
        </button>
      </div>
    </article>
  );
}

/** The link that opens this same list elsewhere: shown, copied, or sent on WhatsApp. */
function ShareShortlist({ ids }: { ids: readonly number[] }) {
  const site = useSiteInfo();
  const { m, path } = useI18n();
  const texts = m.shortlist.page;
  const [isOpen, setIsOpen] = useState(false);
  const [isCopied, setIsCopied] = useState(false);
  const url = `${site.publicUrl}${path(`/shortlist?ids=${formatListingIds(ids)}`)}`;
  return (
    <div className="share-box">
      <button
        type="button"
        className="saved-button"
        aria-expanded={isOpen}
        aria-controls="shortlist-share"
        onClick={() => setIsOpen(!isOpen)}
      >
        {texts.share}
      </button>
      <div id="shortlist-share" hidden={!isOpen} className="share-panel">
        <label>
          <span>{texts.shareLink}</span>
          <input readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        </label>
        <div>
          <button
            type="button"
            className="saved-button saved-button-dark"
            onClick={() => {
              navigator.clipboard
                ?.writeText(url)
                .then(() => setIsCopied(true))
                .catch(() => setIsCopied(false));
            }}
          >
            {texts.copy}
          </button>
          <a
            className="saved-button"
            href={buildWhatsAppUrl('', texts.shareMessage(url))}
            target="_blank"
            rel="noopener noreferrer"
          >
            {texts.onWhatsApp}
          </a>
          <span role="status">{isCopied ? texts.copied : ''}</span>
        </div>
      </div>
    </div>
  );
}
