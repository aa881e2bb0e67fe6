import { useId, useState } from 'react';
import { Link } from 'react-router';

import { StrokeIcon } from '../../stroke-icon';
import {
  type ActivityItem,
  entryTime,
  type ShownChange,
  type ShownPhoto,
  type ShownValue,
} from './activity-format';

/** A long text cut short, and a real button that shows the rest (and hides it again). */
function LongText({ text, full }: { text: string; full: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  return (
    <>
      <span id={id} className="whitespace-pre-line">
        {isOpen ? full : text}
      </span>{' '}
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setIsOpen(!isOpen)}
        className="inline-flex min-h-6 items-center rounded font-semibold text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {isOpen ? 'Show less' : 'Show all'}
      </button>
    </>
  );
}

const PHOTO_PATH = 'M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5M15 9h.01';

/** A thumbnail; a removed photo (its files gone with it) as a quiet placeholder. */
function Thumbnail({ photo }: { photo: ShownPhoto }) {
  return (
    <li className="w-24">
      <figure>
        {photo.url ? (
          <img
            src={photo.url}
            alt={photo.alt}
            width={photo.width}
            height={photo.height}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-24 rounded-lg bg-ink-100 object-cover ring-1 ring-ink-200"
          />
        ) : (
          <div
            role="img"
            aria-label={`${photo.alt}, since removed`}
            className="flex aspect-[4/3] w-24 flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-ink-300 bg-white text-ink-500"
          >
            <StrokeIcon className="size-5">
              <path d={PHOTO_PATH} />
            </StrokeIcon>
            <span className="text-[0.6875rem] leading-none font-medium">Removed</span>
          </div>
        )}
        {photo.caption && (
          <figcaption className="mt-1 text-[0.6875rem] leading-snug text-ink-600">
            {photo.caption}
          </figcaption>
        )}
      </figure>
    </li>
  );
}

/** One value as the screen shows it; `isOld` dims what was replaced. */
function Value({ value, isOld = false }: { value: ShownValue; isOld?: boolean }) {
  const oldText = isOld ? 'text-ink-500 line-through decoration-ink-300' : '';
  switch (value.kind) {
    case 'empty':
      return (
        <span className="text-ink-400">
          <span aria-hidden="true">—</span>
          <span className="sr-only">none</span>
        </span>
      );
    case 'note':
      return <span className="text-ink-500 italic">{value.text}</span>;
    case 'text':
      return value.full ? (
        <span className={isOld ? 'text-ink-500' : ''}>
          <LongText text={value.text} full={value.full} />
        </span>
      ) : (
        <span className={`whitespace-pre-line ${oldText}`}>{value.text}</span>
      );
    case 'link':
      return value.href ? (
        <a
          href={value.href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className={`break-all text-brand-700 underline decoration-brand-200 underline-offset-2 hover:text-brand-900 ${isOld ? 'opacity-70' : ''}`}
        >
          {value.url}
        </a>
      ) : (
        <span className={`break-all ${oldText}`}>{value.url}</span>
      );
    case 'list':
      return (
        <ul className="flex flex-wrap gap-1.5">
          {value.items.map((item, index) => (
            <li
              key={`${index}-${item}`}
              className={`rounded-lg px-2.5 py-0.5 ring-1 ${
                isOld
                  ? 'bg-transparent text-ink-500 line-through decoration-ink-300 ring-ink-200'
                  : 'bg-white text-ink-800 ring-ink-200'
              }`}
            >
              {item}
            </li>
          ))}
        </ul>
      );
    case 'photos':
      return (
        <ul className="flex flex-wrap gap-2">
          {value.photos.map((photo) => (
            <Thumbnail key={photo.key} photo={photo} />
          ))}
        </ul>
      );
  }
}

/** Values too big for one line are shown one above the other, each with its word. */
function isBulky(value: ShownValue | null): boolean {
  return (
    value !== null &&
    ((value.kind === 'text' && (value.full !== undefined || value.text.length > 60)) ||
      value.kind === 'list' ||
      value.kind === 'photos' ||
      value.kind === 'link')
  );
}

function ChangeValues({ change }: { change: ShownChange }) {
  const { before, after, summary } = change;
  if (summary) {
    return (
      <div className="flex flex-col gap-1">
        <span className="font-medium text-ink-900">{summary}</span>
        {after && <Value value={after} />}
      </div>
    );
  }
  // Set where there was nothing, or emptied: only the side that has something, said so.
  if (before && after && before.kind === 'empty' && isBulky(after)) return <Value value={after} />;
  if (before && after && after.kind === 'empty' && isBulky(before)) {
    return (
      <div className="flex flex-col gap-1">
        <span className="font-medium text-ink-900">Removed</span>
        <Value value={before} isOld />
      </div>
    );
  }
  if (before && after) {
    if (isBulky(before) || isBulky(after)) {
      return (
        <div className="flex flex-col gap-2">
          <div>
            <span className="mb-0.5 block text-[0.6875rem] font-semibold tracking-wide text-ink-500 uppercase">
              Before
            </span>
            <Value value={before} isOld />
          </div>
          <div>
            <span className="mb-0.5 block text-[0.6875rem] font-semibold tracking-wide text-ink-500 uppercase">
              After
            </span>
            <Value value={after} />
          </div>
        </div>
      );
    }
    return (
      <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
        <Value value={before} isOld />
        <span aria-hidden="true" className="text-ink-400">
          →
        </span>
        <span className="sr-only">changed to</span>
        <span className="font-medium text-ink-950">
          <Value value={after} />
        </span>
      </span>
    );
  }
  const only = after ?? before;
  return only ? <Value value={only} /> : null;
}

/** The person's initial, in a disc: who did it, at a glance. */
function Avatar({ actor }: { actor: string }) {
  return (
    <span
      aria-hidden="true"
      className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800 ring-1 ring-brand-100 sm:flex"
    >
      {actor.charAt(0).toUpperCase()}
    </span>
  );
}

/** The changed fields, the first few of a long list with a button for the rest. */
function Changes({ item }: { item: ActivityItem }) {
  const [isAll, setIsAll] = useState(false);
  const id = useId();
  const { changes, previewCount } = item;
  if (changes.length === 0) return null;
  const isCut = previewCount !== null && previewCount < changes.length;
  const shown = isCut && !isAll ? changes.slice(0, previewCount) : changes;
  return (
    <>
      <dl
        id={id}
        className="mt-3 divide-y divide-ink-100 overflow-hidden rounded-xl border border-ink-100 bg-ink-50/60 text-sm"
      >
        {shown.map((change) => (
          <div
            key={change.key}
            className="grid gap-1 px-3 py-2.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4"
          >
            <dt className="text-xs font-medium text-ink-500 sm:pt-0.5">{change.field}</dt>
            <dd className="min-w-0 break-words text-ink-800">
              <ChangeValues change={change} />
            </dd>
          </div>
        ))}
      </dl>
      {isCut && (
        <button
          type="button"
          aria-expanded={isAll}
          aria-controls={id}
          onClick={() => setIsAll(!isAll)}
          className="mt-2 inline-flex min-h-8 items-center gap-1 rounded-lg px-1 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {isAll ? 'Show fewer details' : `Show all ${changes.length} details`}
        </button>
      )}
    </>
  );
}

/** One thing done in the back office: who, what, when, and what changed. */
export function ActivityItemView({ item }: { item: ActivityItem }) {
  return (
    <li className="flex gap-3 px-4 py-4 sm:gap-4 sm:px-6">
      <Avatar actor={item.actor} />
      <div className="min-w-0 flex-1">
        <p className="text-sm leading-6 text-ink-700">
          <span className="font-semibold break-all text-ink-950">{item.actor}</span> {item.action}
          {item.subject && (
            <>
              {' '}
              <span className="font-semibold break-words text-ink-950">{item.subject}</span>
            </>
          )}
          {item.reference && <span className="text-ink-500"> {item.reference}</span>}
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-ink-500">
          <time dateTime={item.at} className="tabular-nums">
            {entryTime(item.at)}
          </time>
          {item.link && (
            <>
              <span aria-hidden="true">·</span>
              <Link
                to={item.link.href}
                className="inline-flex min-h-6 items-center font-semibold text-brand-700 hover:text-brand-900 hover:underline"
              >
                {item.link.label}
              </Link>
            </>
          )}
        </p>
        <Changes item={item} />
      </div>
    </li>
  );
}
