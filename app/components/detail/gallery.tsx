import {
  type KeyboardEvent,
  lazy,
  Suspense,
  type TouchEvent,
  useCallback,
  useId,
  useRef,
  useState,
} from 'react';

import { useI18n } from '../../i18n/i18n';
import { mainImageUrl, PropertyPicture } from '../property-picture';
import type { DetailListing } from './detail-listing';
import { closedLabel } from './listing-facts';
import { ShareButton } from './share-button';
import { WhatsAppShareLink } from './whatsapp-share-link';

/** A horizontal finger movement longer than this turns the photo. */
const SWIPE_PX = 40;

/** The full-screen viewer: its code loads on the first opening (or the first touch of the photo). */
const loadViewer = () => import('./photo-viewer');
const PhotoViewer = lazy(() => loadViewer().then((module) => ({ default: module.PhotoViewer })));

/** The wide photo's width at each breakpoint: the page column beside the 24 rem contact card. */
const PHOTO_SIZES = '(min-width: 1280px) 820px, (min-width: 1024px) 62vw, 100vw';

/**
 * The listing's photos (product.md section 2): previous and next wrap around, a live 'n / total'
 * counter, thumbnails, arrow keys while the gallery has focus, swipes on touch screens, and the
 * share button and link. The main photo is a button that opens the photos full screen
 * (photo-viewer.tsx), at the same index. The box keeps its 16:10 shape whatever loads, so nothing below it moves.
 */
export function Gallery({
  property,
  shareUrl,
  shareText,
}: {
  property: Pick<DetailListing, 'images' | 'title' | 'status'>;
  shareUrl: string;
  shareText: string;
}) {
  const i18n = useI18n();
  const texts = i18n.m.detail.gallery;
  const [index, setIndex] = useState(0);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const counterId = useId();
  const { images } = property;
  const total = images.length;
  const current = images[index];
  const closed = closedLabel(property, i18n);
  const [isViewerOpen, setViewerOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const onViewerClosed = useCallback(() => {
    setViewerOpen(false);
    opener.current?.focus();
  }, []);

  const go = (step: number) => setIndex((value) => (value + step + total) % total);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (total < 2 || event.target instanceof HTMLInputElement) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(event.key === 'ArrowLeft' ? -1 : 1);
    }
  }

  function onTouchStart(event: TouchEvent<HTMLElement>) {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  }

  function onTouchEnd(event: TouchEvent<HTMLElement>) {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch || total < 2) return;
    const dx = touch.clientX - start.x;
    // Mostly sideways, so a page scroll that drifts a little is not a swipe.
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(touch.clientY - start.y) * 1.5) {
      go(dx < 0 ? 1 : -1);
    }
  }

  return (
    <section
      aria-roledescription={texts.carousel}
      aria-label={texts.label}
      className="gallery"
      onKeyDown={onKeyDown}
    >
      <div className="gallery-frame" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        {current ? (
          <button
            ref={opener}
            type="button"
            aria-label={texts.open(index + 1, total)}
            onClick={() => setViewerOpen(true)}
            onPointerDown={() => void loadViewer()}
            className="gallery-open"
          >
            <PropertyPicture
              key={mainImageUrl(current)}
              image={current}
              alt={texts.photo(property.title, index + 1, total)}
              sizes={PHOTO_SIZES}
              isPriority={index === 0}
            />
          </button>
        ) : (
          <p className="gallery-empty">{texts.none}</p>
        )}

        <div className="gallery-top">
          {closed ? <p className="gallery-closed">{closed}</p> : <span />}
          <div className="gallery-share">
            <WhatsAppShareLink url={shareUrl} text={shareText} />
            <ShareButton url={shareUrl} title={property.title} text={shareText} />
          </div>
        </div>

        {total > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-controls={counterId}
              className="gallery-arrow is-previous"
            >
              <Chevron direction="left" />
              <span className="sr-only">{texts.previous}</span>
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-controls={counterId}
              className="gallery-arrow is-next"
            >
              <Chevron direction="right" />
              <span className="sr-only">{texts.next}</span>
            </button>
          </>
        )}
        {total > 0 && (
          <p id={counterId} aria-live="polite" aria-atomic="true" className="gallery-count">
            {index + 1} / {total}
          </p>
        )}
      </div>

      {total > 1 && (
        <ul aria-label={texts.all} className="gallery-thumbs">
          {images.map((image, position) => (
            <li key={mainImageUrl(image)}>
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-current={position === index ? 'true' : undefined}
              >
                <PropertyPicture image={image} alt={texts.show(position + 1)} sizes="112px" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {isViewerOpen && (
        <Suspense>
          <PhotoViewer
            images={images}
            title={property.title}
            index={index}
            setIndex={setIndex}
            onClosed={onViewerClosed}
          />
        </Suspense>
      )}
    </section>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
