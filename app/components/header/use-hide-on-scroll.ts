import { useEffect, useState } from 'react';

/** Scroll distance that counts as a change of direction; smaller moves are jitter. */
const DIRECTION_THRESHOLD = 8;

/**
 * Whether the page is being scrolled down past `topOffset` (the header's height): the header
 * slides away then, and comes back as soon as the visitor scrolls up. Starts shown, so the server
 * render and the first client render agree.
 */
export function useHideOnScroll(topOffset: number): boolean {
  const [isScrollingDown, setIsScrollingDown] = useState(false);

  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;

    function updateDirection() {
      frame = 0;
      const y = Math.max(window.scrollY, 0);
      // At the very top the header is always shown, whatever the direction.
      if (y <= topOffset) {
        setIsScrollingDown(false);
        lastY = y;
        return;
      }
      const delta = y - lastY;
      if (Math.abs(delta) < DIRECTION_THRESHOLD) return;
      setIsScrollingDown(delta > 0);
      lastY = y;
    }

    // One update per frame however often the browser fires scroll events.
    function handleScroll() {
      if (frame === 0) frame = window.requestAnimationFrame(updateDirection);
    }

    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', handleScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [topOffset]);

  return isScrollingDown;
}
