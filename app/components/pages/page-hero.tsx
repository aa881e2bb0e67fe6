import type { ReactNode } from 'react';

/**
 * The dark hero band at the top of the content pages (contact, about, legal, sitemap): the page's
 * one h1, a short lead and optional actions. Drawn with CSS and an inline SVG, so it costs no
 * image request and never shifts the layout.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** Actions or extra content under the lead. */
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="page-title"
      className="surface-dark relative isolate overflow-hidden bg-brand-950 text-white"
    >
      <HeroPattern />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8 lg:py-24">
        <p className="text-sm font-semibold tracking-[0.18em] text-sand-200 uppercase">{eyebrow}</p>
        <h1
          id="page-title"
          className="mt-4 max-w-3xl font-display text-4xl leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          {title}
        </h1>
        <div className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-100">{lead}</div>
        {children}
      </div>
    </section>
  );
}

/** Soft backwater ripples and a dusk glow behind the hero text. */
function HeroPattern() {
  return (
    <svg
      className="absolute inset-0 -z-10 size-full"
      viewBox="0 0 1440 420"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <radialGradient id="page-hero-glow" cx="0.85" cy="0.2" r="0.6">
          <stop offset="0" stopColor="#dfc493" stopOpacity="0.32" />
          <stop offset="1" stopColor="#dfc493" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="page-hero-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0a201c" />
          <stop offset="1" stopColor="#1c5548" />
        </linearGradient>
      </defs>
      <rect width="1440" height="420" fill="url(#page-hero-sky)" />
      <rect width="1440" height="420" fill="url(#page-hero-glow)" />
      <g fill="none" stroke="#afdacb" strokeLinecap="round" opacity="0.12" strokeWidth="1.5">
        <path d="M760 300c120-24 240-24 360 0s240 24 360 0" />
        <path d="M820 340c110-20 220-20 330 0s220 20 330 0" />
        <path d="M700 380c130-22 260-22 390 0s260 22 390 0" />
      </g>
      <circle cx="1220" cy="110" r="46" fill="#ebdcbd" opacity="0.18" />
    </svg>
  );
}
