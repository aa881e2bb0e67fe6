import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A full-screen layer that behaves as a modal while `isOpen`: the page behind does not scroll,
 * Tab stays inside, Escape closes it, and focus goes back to `returnFocusRef` afterwards. Given
 * `closeAtQuery`, it closes by itself when the window grows to it (a layer only phones have).
 */
export function useModalLayer({
  isOpen,
  onClose,
  layerRef,
  returnFocusRef,
  closeAtQuery,
}: {
  isOpen: boolean;
  onClose: () => void;
  layerRef: RefObject<HTMLElement | null>;
  returnFocusRef: RefObject<HTMLElement | null>;
  closeAtQuery?: string;
}) {
  // The latest onClose without re-running the effect (which would move focus again).
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const layer = layerRef.current;
    if (!isOpen || !layer) return;
    const root = document.documentElement;
    root.classList.add('overflow-hidden');

    const focusables = () =>
      [...layer.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => element.getClientRects().length > 0,
      );
    focusables()[0]?.focus();

    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const elements = focusables();
      const first = elements[0];
      const last = elements.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !layer?.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !layer?.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
    const media = closeAtQuery === undefined ? undefined : window.matchMedia(closeAtQuery);
    function handleMediaChange() {
      if (media?.matches) onCloseRef.current();
    }

    document.addEventListener('keydown', handleKeyDown);
    media?.addEventListener('change', handleMediaChange);
    const returnTo = returnFocusRef.current;
    return () => {
      root.classList.remove('overflow-hidden');
      document.removeEventListener('keydown', handleKeyDown);
      media?.removeEventListener('change', handleMediaChange);
      returnTo?.focus();
    };
  }, [isOpen, layerRef, returnFocusRef, closeAtQuery]);
}
