import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { useI18n } from '../../i18n/i18n';
import { buildSrcSet, mainImageUrl, type PictureSource } from '../property-picture';

/** A sideways finger movement longer than this turns the photo (as in the gallery). */
const SWIPE_PX = 40;
/** Two taps closer than this in time and space are a double tap. */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_PX = 30;
const ZOOM_IN = 2.5;
const MAX_ZOOM = 4;
/** The history entry the viewer adds, so that a phone's Back closes it (no element has this id). */
const HASH = '#photo';

interface Zoom {
  scale: number;
  x: number;
  y: number;
}
const NO_ZOOM: Zoom = { scale: 1, x: 0, y: 0 };

/** The widest rendition of a format: what a full screen, then a zoom, needs. */
function widest(source: PictureSource, format: 'avif' | 'webp'): string {
  return buildSrcSet(source, format).split(', ').at(-1)?.split(' ')[0] ?? '';
}

/**
 * The listing's photos full screen (issue 33, item 5), on a native modal `<dialog>`: arrow keys,
 * swipes and the buttons move (wrapping, in step with the gallery's index), a pinch or a double
 * tap / double click zooms (a CSS transform on the photo; drag to pan; a double tap again resets),
 * Escape, the close button or the phone's Back close it. Loaded on the first opening (gallery.tsx).
 */
export function PhotoViewer({
  images,
  title,
  index,
  setIndex,
  onClosed,
}: {
  images: readonly PictureSource[];
  title: string;
  index: number;
  setIndex: (index: number) => void;
  /** After it has closed: the gallery puts focus back on the photo that opened it. */
  onClosed: () => void;
}) {
  const { m } = useI18n();
  const texts = m.detail.gallery;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const [zoom, setZoom] = useState<Zoom>(NO_ZOOM);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ x: number; y: number; zoom: Zoom; distance: number } | null>(null);
  const lastTap = useRef<{ x: number; y: number; time: number } | null>(null);
  const total = images.length;

  // Opened: modal, the page behind still, and an entry in the history for Back to take away.
  useEffect(() => {
    dialogRef.current?.showModal();
    document.documentElement.classList.add('overflow-hidden');
    void navigate(
      { pathname: location.pathname, search: location.search, hash: HASH },
      { preventScrollReset: true },
    );
    return () => document.documentElement.classList.remove('overflow-hidden');
    // Once, on opening (the gallery mounts the viewer for each opening).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The page's entry, and the viewer's once React Router has it. Back (or close(), which goes
  // back) to the page's: the viewer closes. Keys, not the hash: an address that already ended in
  // #photo works the same.
  const pageKey = useRef(location.key);
  const viewerKey = useRef<string | null>(null);
  useEffect(() => {
    if (location.key !== pageKey.current) viewerKey.current ??= location.key;
    else if (viewerKey.current !== null) {
      viewerKey.current = null;
      dialogRef.current?.close();
      onClosed();
    }
  }, [location.key, onClosed]);

  function close() {
    if (viewerKey.current !== null) void navigate(-1);
    else {
      dialogRef.current?.close();
      onClosed();
    }
  }

  function go(step: number) {
    if (total < 2) return;
    setZoom(NO_ZOOM);
    setIndex((index + step + total) % total);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      // Not to the gallery around it too, which would turn the photo a second time.
      event.stopPropagation();
      go(event.key === 'ArrowLeft' ? -1 : 1);
    } else if (event.key === 'Tab') {
      // Round the dialog's own buttons, never out to the browser's bar.
      const buttons = [...(dialogRef.current?.querySelectorAll('button') ?? [])];
      const edge = event.shiftKey ? buttons[0] : buttons.at(-1);
      if (document.activeElement === edge) {
        event.preventDefault();
        (event.shiftKey ? buttons.at(-1) : buttons[0])?.focus();
      }
    }
  }

  /** Zoomed in on the point (x, y) of the screen, or back to the whole photo. */
  function toggleZoom(x: number, y: number) {
    if (zoom.scale > 1) return setZoom(NO_ZOOM);
    const box = dialogRef.current?.getBoundingClientRect();
    const cx = box ? box.left + box.width / 2 : x;
    const cy = box ? box.top + box.height / 2 : y;
    // The point under the finger stays where it is.
    setZoom(bounded({ scale: ZOOM_IN, x: (1 - ZOOM_IN) * (x - cx), y: (1 - ZOOM_IN) * (y - cy) }));
  }

  /** Never panned past the photo's edges. */
  function bounded(next: Zoom): Zoom {
    const box = dialogRef.current?.getBoundingClientRect();
    const maxX = ((next.scale - 1) * (box?.width ?? 0)) / 2;
    const maxY = ((next.scale - 1) * (box?.height ?? 0)) / 2;
    const clamp = (value: number, max: number) => Math.max(-max, Math.min(max, value));
    return { scale: next.scale, x: clamp(next.x, maxX), y: clamp(next.y, maxY) };
  }

  function spread() {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    gesture.current = { x: event.clientX, y: event.clientY, zoom, distance: spread() };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!pointers.current.has(event.pointerId) || !gesture.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const start = gesture.current;
    if (pointers.current.size >= 2 && start.distance > 0) {
      const scale = Math.min(MAX_ZOOM, Math.max(1, (start.zoom.scale * spread()) / start.distance));
      setZoom(bounded({ ...start.zoom, scale }));
    } else if (start.zoom.scale > 1) {
      setZoom(
        bounded({
          scale: start.zoom.scale,
          x: start.zoom.x + event.clientX - start.x,
          y: start.zoom.y + event.clientY - start.y,
        }),
      );
    }
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = gesture.current;
    const wasPinch = pointers.current.size >= 2;
    pointers.current.delete(event.pointerId);
    if (pointers.current.size > 0) {
      // One finger of a pinch lifted: the other pans from here.
      const [rest] = [...pointers.current.values()];
      if (rest) gesture.current = { ...rest, zoom, distance: 0 };
      return;
    }
    gesture.current = null;
    if (!start || wasPinch || event.type === 'pointercancel') return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (start.zoom.scale === 1 && Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy) * 1.5) {
      go(dx < 0 ? 1 : -1);
      return;
    }
    if (Math.hypot(dx, dy) > DOUBLE_TAP_PX / 3) return;
    const tap = { x: event.clientX, y: event.clientY, time: event.timeStamp };
    const last = lastTap.current;
    if (
      last &&
      tap.time - last.time < DOUBLE_TAP_MS &&
      Math.hypot(tap.x - last.x, tap.y - last.y) < DOUBLE_TAP_PX
    ) {
      lastTap.current = null;
      toggleZoom(tap.x, tap.y);
    } else {
      lastTap.current = tap;
    }
  }

  return (
    <dialog
      ref={dialogRef}
      aria-label={texts.viewer(title)}
      className="viewer"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={onKeyDown}
    >
      <div
        className="viewer-stage"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        {images.map((image, position) => {
          // The photo shown and its neighbours (fetched ahead); the others not until they are.
          const offset = (position - index + total) % total;
          if (offset > 1 && offset < total - 1) return null;
          const isCurrent = offset === 0;
          return (
            <picture key={mainImageUrl(image)} hidden={!isCurrent}>
              <source type="image/avif" srcSet={widest(image, 'avif')} />
              <source type="image/webp" srcSet={widest(image, 'webp')} />
              <img
                src={mainImageUrl(image)}
                alt={texts.photo(title, position + 1, total)}
                width={image.width}
                height={image.height}
                decoding="async"
                fetchPriority={isCurrent ? 'high' : 'low'}
                draggable={false}
                style={
                  isCurrent && zoom.scale > 1
                    ? { transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }
                    : undefined
                }
                className={isCurrent && zoom.scale > 1 ? 'is-zoomed' : undefined}
              />
            </picture>
          );
        })}
      </div>
      <div className="viewer-bar">
        <p aria-live="polite" aria-atomic="true" className="viewer-count">
          {index + 1} / {total}
        </p>
        <button type="button" onClick={close} className="viewer-close">
          <span className="sr-only">{m.site.dialogClose}</span>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      {total > 1 && (
        <>
          <button type="button" onClick={() => go(-1)} className="viewer-arrow is-previous">
            <span className="sr-only">{texts.previous}</span>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          <button type="button" onClick={() => go(1)} className="viewer-arrow is-next">
            <span className="sr-only">{texts.next}</span>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
        </>
      )}
    </dialog>
  );
}
