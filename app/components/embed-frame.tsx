import { type ReactNode, useState } from 'react';

/**
 * A third-party frame (a Google Maps embed or a youtube-nocookie video) behind a button: nothing
 * is fetched from the other site until the visitor asks, so pages stay fast on a phone and make
 * no third-party requests on load. `src` must already be a vetted embed URL (app/lib/embeds.ts).
 */
export function EmbedFrame({
  src,
  title,
  buttonLabel,
  placeholder,
  aspect = 'aspect-[16/10]',
  allow,
}: {
  src: string;
  /** The iframe's accessible name, e.g. 'Map of Kochi office'. */
  title: string;
  /** The button that loads it, e.g. 'Show map' or 'Play video tour'. */
  buttonLabel: string;
  /** What the box shows before loading (an illustration or text); decorative. */
  placeholder?: ReactNode;
  aspect?: string;
  allow?: string;
}) {
  const [isLoaded, setLoaded] = useState(false);
  return (
    <div className={`relative overflow-hidden rounded-2xl bg-brand-50 ${aspect}`}>
      {isLoaded ? (
        <iframe
          src={src}
          title={title}
          className="absolute inset-0 size-full border-0"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allow={allow}
          allowFullScreen
        />
      ) : (
        <>
          <div aria-hidden="true" className="absolute inset-0">
            {placeholder ?? <MapPattern />}
          </div>
          <div className="absolute inset-0 flex items-center justify-center p-4">
            <button
              type="button"
              onClick={() => setLoaded(true)}
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 text-sm font-semibold text-ink-900 shadow-lg ring-1 ring-ink-100 transition hover:bg-brand-50 hover:text-brand-800"
            >
              <svg viewBox="0 0 24 24" className="size-5 text-brand-700" aria-hidden="true">
                <path
                  d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                />
              </svg>
              {buttonLabel}
              <span className="sr-only">: {title}</span>
            </button>
          </div>
        </>
      )}
    </div>
  );
}

/** A quiet street-map pattern drawn inline, so the box looks like a map before it loads. */
function MapPattern() {
  return (
    <svg viewBox="0 0 400 250" preserveAspectRatio="xMidYMid slice" className="size-full">
      <rect width="400" height="250" fill="#eef7f4" />
      <path d="M0 180C80 160 120 200 200 170S330 120 400 140v110H0Z" fill="#d6ede5" />
      <g fill="none" stroke="#fff" strokeLinecap="round">
        <path d="M-10 60h420M-10 120h420M60-10v270M170-10v270M290-10v270" strokeWidth="7" />
        <path d="M0 220 400 20M120 -10l160 270" strokeWidth="4" />
      </g>
      <g fill="none" stroke="#afdacb" strokeLinecap="round" strokeWidth="1.5">
        <path d="M0 90h400M0 150h400M110 0v250M230 0v250M350 0v250" />
      </g>
    </svg>
  );
}
