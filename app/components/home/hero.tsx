import { useI18n } from '../../i18n/i18n';
import { type PictureSource, PropertyPicture } from '../property-picture';

/**
 * The first hero banner behind the tagline, or the drawn backwaters when there is none. The hero
 * keeps its height whatever the picture, so nothing below moves when it arrives.
 */
export function Hero({ banner }: { banner: PictureSource | null }) {
  const texts = useI18n().m.home.hero;
  return (
    <section aria-labelledby="hero-title" className="hero">
      {banner ? (
        <div className="hero-picture">
          <PropertyPicture image={banner} alt="" sizes="100vw" isPriority />
          {/*
           * Any photo can sit behind the text: a dark wash everywhere on phones (the text spans
           * the width), heavier on the left where the text sits on wider screens, keeps white
           * text above 4.5:1 even on a white picture.
           */}
          <div className="hero-wash" />
          <div className="hero-foot" />
        </div>
      ) : (
        <HeroBackdrop />
      )}
      <div className="hero-text">
        <p className="eyebrow on-dark">{texts.eyebrow}</p>
        <h1 id="hero-title">{texts.title}</h1>
        <p>{texts.text}</p>
      </div>
    </section>
  );
}

// A coconut palm, drawn once and placed several times; its crown sits at (0, 0).
const FRONDS = [-155, -120, -80, -35, 0, 30];

/** Backwaters at dusk, drawn inline: no image request, nothing to load, nothing to shift. */
function HeroBackdrop() {
  return (
    <svg
      className="hero-backdrop"
      viewBox="0 0 1440 800"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
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
