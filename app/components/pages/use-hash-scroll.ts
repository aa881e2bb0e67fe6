import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** product.md section 2: a hash in the URL scrolls to its section after 100 ms. */
const HASH_SCROLL_DELAY_MS = 100;

/**
 * Scrolls smoothly to the element the URL's hash names, once the page has settled (on the first
 * load and on every navigation, including a header link to the page already shown), then moves
 * the focus there so keyboard and screen-reader users continue from that section. Instant under
 * prefers-reduced-motion. The target needs tabIndex={-1} to take the focus.
 */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    const id = decodeURIComponent(hash.slice(1));
    const timer = window.setTimeout(() => {
      const target = document.getElementById(id);
      if (!target) return;
      const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: isReduced ? 'auto' : 'smooth', block: 'start' });
      target.focus({ preventScroll: true });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash, key]);
}
