import { useEffect, useState } from 'react';

import { useI18n } from '../i18n/i18n';
import { compareSelection, shortlist, useSavedIds } from '../lib/saved-listings';

/** The heart's outline; filled by the stylesheet when pressed. */
const HEART =
  'M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.6 0 5.8 3.6 4.5 7.1-1.8 4.8-9.3 9.4-9.3 9.4Z';

export function HeartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d={HEART} strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

/** A note beside a button that could not do what was asked (a list at its limit), for 5 s. */
function useBriefNote(): [string | null, (note: string) => void] {
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    if (note === null) return;
    const timer = window.setTimeout(() => setNote(null), 5_000);
    return () => window.clearTimeout(timer);
  }, [note]);
  return [note, setNote];
}

/**
 * The heart: saves a listing to the visitor's shortlist, or takes it off. The server renders it
 * unpressed (it cannot know this browser's list); after hydration it shows the stored state, at
 * the same size, so nothing moves. Its looks: `.heart` in app/styles/shortlist.css.
 */
export function ShortlistHeart({ id, className = '' }: { id: number; className?: string }) {
  const texts = useI18n().m.common.saved;
  const isSaved = useSavedIds(shortlist).includes(id);
  const [note, setNote] = useBriefNote();
  return (
    <span className={`heart-wrap ${className}`}>
      <button
        type="button"
        className="heart"
        aria-pressed={isSaved}
        aria-label={isSaved ? texts.remove : texts.save}
        title={isSaved ? texts.remove : texts.save}
        onClick={() => {
          if (shortlist.toggle(id) === 'full') setNote(texts.full(shortlist.max));
        }}
      >
        <HeartIcon />
      </button>
      <span role="status" className={note ? 'saved-note' : 'sr-only'}>
        {note}
      </span>
    </span>
  );
}

/** Picks a listing to compare (at most four); the compare bar then leads to the comparison. */
export function CompareToggle({ id }: { id: number }) {
  const texts = useI18n().m.common.saved;
  const isPicked = useSavedIds(compareSelection).includes(id);
  const [note, setNote] = useBriefNote();
  return (
    <span className="compare-wrap">
      <button
        type="button"
        className="compare-toggle"
        aria-pressed={isPicked}
        onClick={() => {
          if (compareSelection.toggle(id) === 'full')
            setNote(texts.compareFull(compareSelection.max));
        }}
      >
        <span className="compare-box" aria-hidden="true" />
        {texts.compare}
      </button>
      <span role="status" className={note ? 'saved-note saved-note-up' : 'sr-only'}>
        {note}
      </span>
    </span>
  );
}
