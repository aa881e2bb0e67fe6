import { type RefObject, useEffect, useState } from 'react';

/**
 * Which ends of a sideways-scrolling strip have more beyond them: 'end', 'start', 'both', or null
 * when it all fits. Set as the strip's `data-more`, a strip of class `edge-fade` (app/styles/site.css)
 * fades out at those ends, so that an item cut by the screen's edge reads as "more this way", not
 * as the last one (the detail tabs, the listing's filter chips). `contents` names what the strip
 * holds: measured again when it changes (a chip removed, the strip shown again).
 */
export function useScrollEdges(
  ref: RefObject<HTMLElement | null>,
  contents: string,
): 'start' | 'end' | 'both' | null {
  const [edges, setEdges] = useState<'start' | 'end' | 'both' | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const atStart = element.scrollLeft <= 1;
      const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
      setEdges(atStart && atEnd ? null : atStart ? 'end' : atEnd ? 'start' : 'both');
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref, contents]);
  return edges;
}
