import { useEffect, useId, useRef, useState } from 'react';

import { useI18n } from '../../i18n/i18n';
import { FeaturedCard } from './featured-card';
import type { FeaturedListing } from './featured-listing';
import { StrokeIcon } from '../stroke-icon';
import { SiteLink } from '../site-link';

/** product.md section 9: the carousel moves on every 5 seconds. */
export const ADVANCE_MS = 5000;

/**
 * The smallest number of cards to a view at which the dot for `slide` (1-based) has nothing left
 * to show, because the last card is already in view from an earlier slide. CSS hides those dots
 * at the matching breakpoint, so the server's render is right at every width.
 */
const HIDE_DOT_FROM = ['', '', 'hide-sm', 'hide-lg', 'hide-xl'];

/**
 * The latest listings (product.md section 2): a scroll-snap track whose card widths come from CSS
 * (1 to a view below 640 px, 2 below 1024, 3 below 1280, then 4), arrows and dots that wrap, and
 * an advance every 5 s that stops while the pointer or focus is on it, under reduced motion, or
 * when the visitor pauses it (WCAG 2.2.2). Its looks: `.featured*` in app/styles/home.css.
 */
export function FeaturedCarousel({ listings }: { listings: FeaturedListing[] }) {
  const texts = useI18n().m.home.featured;
  const titleId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const indexRef = useRef(0);
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const [isReducedMotion, setReducedMotion] = useState(false);
  /** null until the visitor chooses: then it plays unless they prefer reduced motion. */
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const isPlaying = playChoice ?? !isReducedMotion;
  const isAdvancing = isPlaying && !isHovered && !hasFocus && listings.length > 1;

  useEffect(() => {
    const media = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReducedMotion(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);

  /** The width of one step and the last slide that can lead, from the layout CSS chose. */
  function measure() {
    const track = trackRef.current;
    const slide = track?.firstElementChild;
    if (!track || !(slide instanceof HTMLElement) || slide.offsetWidth === 0) return null;
    const step = slide.offsetWidth;
    const perView = Math.max(1, Math.round(track.clientWidth / step));
    return { track, step, lastIndex: Math.max(0, listings.length - perView) };
  }

  function goTo(target: number) {
    const layout = measure();
    if (!layout) return;
    const next = target > layout.lastIndex ? 0 : target < 0 ? layout.lastIndex : target;
    const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    layout.track.scrollTo({ left: next * layout.step, behavior: isReduced ? 'auto' : 'smooth' });
  }

  // Arrows, dots, swipes and the timer all scroll the track; the index follows the scroll.
  function handleScroll() {
    const layout = measure();
    if (!layout) return;
    const current = Math.min(layout.lastIndex, Math.round(layout.track.scrollLeft / layout.step));
    indexRef.current = current;
    setIndex(current);
  }

  useEffect(() => {
    if (!isAdvancing) return;
    const timer = window.setInterval(() => goTo(indexRef.current + 1), ADVANCE_MS);
    return () => window.clearInterval(timer);
    // goTo only reads refs and the layout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isAdvancing]);

  return (
    <section
      aria-labelledby={titleId}
      aria-roledescription={texts.carousel}
      // Below the fold: the browser skips its layout, and fetches its photos, until the
      // visitor scrolls near it, so they do not compete with the hero on a slow link.
      className="featured"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHasFocus(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHasFocus(false);
      }}
    >
      <div className="home-column">
        <div className="featured-head">
          <div className="section-intro">
            <p className="eyebrow">{texts.eyebrow}</p>
            <h2 id={titleId} className="home-title">
              {texts.title}
            </h2>
            <p>{texts.lead}</p>
          </div>
          {listings.length > 1 && (
            <div className="featured-controls">
              <ControlButton
                label={isPlaying ? texts.pause : texts.play}
                onClick={() => setPlayChoice(!isPlaying)}
                icon={isPlaying ? 'M9 6v12M15 6v12' : 'M8 5.5v13l10-6.5Z'}
              />
              <ControlButton
                label={texts.previous}
                onClick={() => goTo(indexRef.current - 1)}
                icon="m14.5 6-6 6 6 6"
              />
              <ControlButton
                label={texts.next}
                onClick={() => goTo(indexRef.current + 1)}
                icon="m9.5 6 6 6-6 6"
              />
            </div>
          )}
        </div>

        <div className="featured-body">
          <ul ref={trackRef} onScroll={handleScroll} className="featured-track">
            {listings.map((listing, position) => (
              <li
                key={listing.id}
                aria-label={texts.slidePosition(position + 1, listings.length)}
                aria-roledescription={texts.slide}
              >
                <FeaturedCard listing={listing} />
              </li>
            ))}
          </ul>

          {listings.length > 1 && (
            <div role="group" aria-label={texts.slides} className="featured-dots">
              {listings.map((listing, position) => (
                <button
                  key={listing.id}
                  type="button"
                  onClick={() => goTo(position)}
                  aria-label={texts.goToSlide(position + 1)}
                  aria-current={position === index ? 'true' : undefined}
                  className={HIDE_DOT_FROM[listings.length - position + 1] || undefined}
                >
                  <span />
                </button>
              ))}
            </div>
          )}
        </div>

        <div className="featured-all">
          <SiteLink to="/property-listing">
            {texts.viewAll}
            <StrokeIcon>
              <path d="M5 12h14m-5-5 5 5-5 5" />
            </StrokeIcon>
          </SiteLink>
        </div>
      </div>
    </section>
  );
}

function ControlButton({
  label,
  onClick,
  icon,
}: {
  label: string;
  onClick: () => void;
  icon: string;
}) {
  return (
    <button type="button" onClick={onClick}>
      <span className="sr-only">{label}</span>
      <StrokeIcon>
        <path d={icon} />
      </StrokeIcon>
    </button>
  );
}
