import { useEffect, useId, useRef, useState } from 'react';

import { useI18n } from '../../i18n/i18n';

/** How long the confirmation stays up (product.md section 9: success toasts last 3 s). */
const TOAST_MS = 3000;

type ShareResult = { kind: 'idle' } | { kind: 'copied' } | { kind: 'manual'; url: string };

/**
 * Shares the listing: the device's share sheet where there is one, else the link goes to the
 * clipboard and a status toast says 'Link copied to clipboard!'. When the clipboard is refused
 * too, the link is shown so the visitor can copy it by hand. `url` and `text` come in the page's
 * language.
 */
export function ShareButton({ url, title, text }: { url: string; title: string; text: string }) {
  const texts = useI18n().m.detail.share;
  const [result, setResult] = useState<ShareResult>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const linkId = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  async function share() {
    clearTimeout(timer.current);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ url, title, text });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setResult({ kind: 'copied' });
      timer.current = setTimeout(() => setResult({ kind: 'idle' }), TOAST_MS);
    } catch {
      setResult({ kind: 'manual', url });
    }
  }

  return (
    <>
      <button type="button" onClick={() => void share()} className="share-button">
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {texts.button}
      </button>
      {/* Always in the page, so screen readers announce what appears in it. */}
      <div role="status" className="share-status">
        {result.kind === 'copied' && (
          <p className="pointer-events-auto rounded-full bg-ink-950 px-5 py-3 text-sm font-semibold text-white shadow-xl motion-safe:animate-[dialog-in_160ms_ease-out]">
            {texts.copied}
          </p>
        )}
        {result.kind === 'manual' && (
          <div className="pointer-events-auto w-full max-w-md rounded-2xl bg-ink-950 p-4 text-sm text-white shadow-xl">
            <label className="font-semibold" htmlFor={linkId}>
              {texts.copyLabel}
            </label>
            <div className="mt-2 flex gap-2">
              <input
                id={linkId}
                readOnly
                value={result.url}
                onFocus={(event) => event.currentTarget.select()}
                className="min-h-11 min-w-0 flex-1 rounded-lg bg-white px-3 text-ink-900"
              />
              <button
                type="button"
                onClick={() => setResult({ kind: 'idle' })}
                className="min-h-11 rounded-full px-4 font-semibold text-sand-200 hover:text-white"
              >
                {texts.done}
              </button>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
