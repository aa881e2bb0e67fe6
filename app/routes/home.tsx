import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { pageMeta } from '../lib/seo';
import { findSiteInMatches } from '../lib/site';
import type { Route } from './+types/home';

const DESCRIPTION =
  'Buy or rent homes, apartments, villas, shops, offices and land across Kerala, direct from owners and our team. No brokers, no commission.';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = findSiteInMatches(matches);
  // /user shows the same page, so both point search engines at /.
  return pageMeta({
    site,
    title: `${site.name} | Property in Kerala to buy or rent`,
    description: DESCRIPTION,
    path: '/',
  });
}

const STATS = [
  { value: '2010', label: 'Serving Kerala since' },
  { value: '300+', label: 'Properties listed' },
  { value: '400+', label: 'Happy clients' },
  { value: '24 h', label: 'Reply to every enquiry' },
];

const REASONS: { title: string; body: string; icon: ReactNode }[] = [
  {
    title: 'No brokers, no commission',
    body: 'Deal directly with owners and our team. We charge a minimal service fee, never a commission.',
    icon: <path d="M5 12.5 9.5 17 19 7.5" />,
  },
  {
    title: 'Every kind of property',
    body: 'Homes, apartments, villas, shops, offices and land, each labelled as listed by us or by the owner.',
    icon: <path d="M4 11.5 12 5l8 6.5M6.5 10v9h11v-9M10.5 19v-4.5h3V19" />,
  },
  {
    title: 'Quick, real answers',
    body: 'We reply within 24 hours, and around the clock for urgent enquiries, by phone, WhatsApp or e-mail.',
    icon: <path d="M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />,
  },
  {
    title: 'Local since 2010',
    body: 'Offices in Cochin and Kannur, and people who know each town, road and neighbourhood.',
    icon: (
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />
    ),
  },
];

export default function Home() {
  return (
    <>
      <section
        aria-labelledby="hero-title"
        className="surface-dark relative isolate overflow-hidden bg-brand-950 text-white"
      >
        <HeroBackdrop />
        <div className="mx-auto flex min-h-[32rem] max-w-7xl flex-col justify-center px-4 py-20 sm:min-h-[36rem] sm:px-6 lg:min-h-[40rem] lg:px-8">
          <p className="text-sm font-semibold tracking-[0.18em] text-sand-200 uppercase">
            Property in Kerala
          </p>
          <h1
            id="hero-title"
            className="mt-4 max-w-3xl font-display text-5xl leading-[1.05] font-semibold tracking-tight text-balance sm:text-6xl lg:text-7xl"
          >
            We manage your dreams
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-100 sm:text-xl">
            Homes, apartments, villas, shops, offices and land across Kerala. No brokers, no
            commission.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Link
              to="/property-listing"
              className="inline-flex items-center justify-center rounded-full bg-sand-300 px-7 py-3.5 text-base font-semibold text-ink-950 shadow-lg shadow-black/20 transition-colors hover:bg-sand-200"
            >
              Browse Properties
            </Link>
            <Link
              to="/contact"
              className="inline-flex items-center justify-center rounded-full border border-white/40 bg-white/5 px-7 py-3.5 text-base font-semibold text-white backdrop-blur-sm transition-colors hover:border-white/70 hover:bg-white/10"
            >
              Contact Us
            </Link>
          </div>
        </div>
      </section>

      <section aria-label="At a glance" className="border-b border-ink-100 bg-white">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-y-8 px-4 py-10 sm:px-6 md:grid-cols-4 lg:px-8">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse items-center text-center">
              <dt className="mt-1 text-sm text-ink-600">{stat.label}</dt>
              <dd className="font-display text-3xl font-semibold text-brand-700">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="why-title" className="bg-canvas">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-[0.18em] text-sand-700 uppercase">
              Why choose us
            </p>
            <h2
              id="why-title"
              className="mt-3 font-display text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl"
            >
              A simpler, fairer way to find your place in Kerala
            </h2>
          </div>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {REASONS.map((reason) => (
              <li
                key={reason.title}
                className="rounded-2xl border border-ink-100 bg-white p-6 shadow-xs"
              >
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <svg
                    viewBox="0 0 24 24"
                    className="size-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                    focusable="false"
                  >
                    {reason.icon}
                  </svg>
                </span>
                <h3 className="mt-5 text-lg font-semibold text-ink-950">{reason.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-600">{reason.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

// A coconut palm, drawn once and placed several times; its crown sits at (0, 0).
const FRONDS = [-155, -120, -80, -35, 0, 30];

/** Backwaters at dusk, drawn inline: no image request, nothing to load, nothing to shift. */
function HeroBackdrop() {
  return (
    <svg
      className="absolute inset-0 -z-10 size-full"
      viewBox="0 0 1440 800"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0a201c" />
          <stop offset="0.55" stopColor="#18453b" />
          <stop offset="0.72" stopColor="#2f6f5c" />
        </linearGradient>
        <radialGradient id="hero-glow" cx="0.76" cy="0.6" r="0.45">
          <stop offset="0" stopColor="#dfc493" stopOpacity="0.55" />
          <stop offset="1" stopColor="#dfc493" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-water" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1c5548" />
          <stop offset="1" stopColor="#0a201c" />
        </linearGradient>
        <linearGradient id="hero-shade" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#0a201c" stopOpacity="0.85" />
          <stop offset="0.6" stopColor="#0a201c" stopOpacity="0.35" />
          <stop offset="1" stopColor="#0a201c" stopOpacity="0" />
        </linearGradient>
        <g id="hero-palm">
          <path d="M0 0C-8 90-2 200 22 330" fill="none" stroke="#071715" strokeWidth="11" />
          {FRONDS.map((angle) => (
            <path
              key={angle}
              d="M0 0C40-30 95-26 140 18C96-6 48-8 0 0Z"
              fill="#071715"
              transform={`rotate(${angle})`}
            />
          ))}
        </g>
      </defs>

      <rect width="1440" height="800" fill="url(#hero-sky)" />
      <rect width="1440" height="800" fill="url(#hero-glow)" />
      <circle cx="1090" cy="470" r="62" fill="#ebdcbd" opacity="0.5" />

      {/* Far bank */}
      <path
        d="M0 520c120-18 230-30 360-22s250 20 390 8 270-34 420-30 200 16 270 22v30H0Z"
        fill="#133831"
      />
      <rect y="540" width="1440" height="260" fill="url(#hero-water)" />

      {/* Sun's reflection on the water */}
      <g stroke="#ebdcbd" strokeLinecap="round" opacity="0.35">
        <path d="M1040 570h100" strokeWidth="3" />
        <path d="M1010 600h150" strokeWidth="2" />
        <path d="M1050 632h80" strokeWidth="2" />
        <path d="M1030 668h120" strokeWidth="1.5" />
      </g>
      <g stroke="#afdacb" strokeLinecap="round" opacity="0.12" strokeWidth="1.5">
        <path d="M120 610h180M420 650h240M760 700h200M200 740h260" />
      </g>

      {/* A kettuvallam (houseboat) on the far side */}
      <g fill="#0a201c" opacity="0.9">
        <path d="M760 548c40 14 150 14 190 0l-10 14c-40 8-130 8-170 0Z" />
        <path d="M782 548c4-22 30-34 73-34s69 12 73 34Z" />
      </g>

      <use href="#hero-palm" transform="translate(1300 420) scale(1.15)" />
      <use href="#hero-palm" transform="translate(1385 470) scale(-0.9 0.9)" />
      <use href="#hero-palm" transform="translate(60 450) scale(-1 1)" opacity="0.6" />

      <rect width="1440" height="800" fill="url(#hero-shade)" />
    </svg>
  );
}
