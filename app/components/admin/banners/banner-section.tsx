import { type Ref, useId } from 'react';

import type { Banner, BannerKind } from '../../../../contract/banners';
import { PropertyPicture } from '../../property-picture';
import { Spinner } from '../spinner';
import { buttonStyles, cardStyles } from '../ui';
import { BANNER_SECTIONS } from './banner-texts';
import { ActionIcon } from '../icons';

const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** One banner list: a grid of pictures, newest first, each with Delete. */
export function BannerSection({
  kind,
  banners,
  onAdd,
  onDelete,
  addButtonRef,
}: {
  kind: BannerKind;
  /** null while loading. */
  banners: Banner[] | null;
  onAdd: () => void;
  onDelete: (banner: Banner) => void;
  /** Where the focus goes once a deleted banner's card (and its button) has gone. */
  addButtonRef?: Ref<HTMLButtonElement>;
}) {
  const section = BANNER_SECTIONS[kind];
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${cardStyles} p-5 sm:p-6`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-display text-xl font-semibold text-ink-950">
            {section.title}
            {banners && (
              <span className="ml-2 text-sm font-normal text-ink-500">{banners.length}</span>
            )}
          </h2>
          <p className="mt-1 text-sm text-ink-600">{section.description}</p>
        </div>
        <button ref={addButtonRef} type="button" className={buttonStyles.secondary} onClick={onAdd}>
          <ActionIcon name="add" />
          Add {section.singular.toLowerCase()}
        </button>
      </div>

      {banners === null ? (
        <div className="flex min-h-48 items-center justify-center">
          <Spinner label={`Loading ${section.title.toLowerCase()}…`} />
        </div>
      ) : banners.length === 0 ? (
        <p className="mt-5 rounded-xl bg-ink-50 p-4 text-sm text-ink-600">{section.empty}</p>
      ) : (
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {banners.map((banner, index) => (
            <li
              key={banner.id}
              data-banner={banner.id}
              className="overflow-hidden rounded-xl border border-ink-100 bg-ink-50"
            >
              <div className="relative aspect-[16/9]">
                <PropertyPicture
                  image={banner}
                  alt={`${section.singular} added ${DATE_FORMAT.format(new Date(banner.created_at))}`}
                  sizes="(min-width: 1280px) 22rem, (min-width: 640px) 45vw, 90vw"
                  className="absolute inset-0 size-full object-cover"
                />
                {index === 0 && (
                  <span className="absolute top-2 left-2 rounded-full bg-brand-900/85 px-2.5 py-1 text-xs font-semibold text-white">
                    Shown on the site
                  </span>
                )}
              </div>
              <div className="flex items-center justify-between gap-2 bg-white px-3 py-2">
                <span className="text-xs text-ink-600">
                  Added {DATE_FORMAT.format(new Date(banner.created_at))}
                </span>
                <button
                  type="button"
                  onClick={() => onDelete(banner)}
                  className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-red-700 hover:bg-red-50"
                >
                  <ActionIcon name="trash" />
                  Delete
                  <span className="sr-only"> this {section.singular.toLowerCase()}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
