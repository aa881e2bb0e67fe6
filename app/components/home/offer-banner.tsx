import { useI18n } from '../../i18n/i18n';
import { type PictureSource, PropertyPicture } from '../property-picture';
import { SiteLink } from '../site-link';

/**
 * The exclusive offer (product.md section 2): the first offer banner, or a drawn stand-in when
 * there is none, above the offer's words and its two buttons. The picture is below the fold: lazy.
 */
export function OfferBanner({ banner }: { banner: PictureSource | null }) {
  const texts = useI18n().m.home.offer;
  return (
    <section aria-labelledby="offer-title" className="offer">
      <div className="home-column">
        <div className="offer-box">
          {/* Shown whole, at its own proportions: an offer banner often carries its own words. */}
          {banner ? (
            <PropertyPicture image={banner} alt="" sizes="(min-width: 1280px) 1216px, 100vw" />
          ) : (
            <OfferBackdrop />
          )}
          <div className="offer-body">
            <div className="offer-text">
              <p className="eyebrow on-dark">{texts.eyebrow}</p>
              <h2 id="offer-title">{texts.title}</h2>
              <p>{texts.text}</p>
            </div>
            <div className="offer-links">
              <SiteLink to="/property-listing">{texts.seeProperties}</SiteLink>
              <SiteLink to="/contact">{texts.askAboutOffer}</SiteLink>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

/** A key over a roofline on sand and green: a quiet picture with nothing to download. */
function OfferBackdrop() {
  return (
    <svg
      className="offer-backdrop"
      viewBox="0 0 800 300"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
    >
      <defs>
        <linearGradient id="offer-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#216a58" />
          <stop offset="1" stopColor="#0a201c" />
        </linearGradient>
      </defs>
      <rect width="800" height="300" fill="url(#offer-sky)" />
      <circle cx="620" cy="70" r="150" fill="#dfc493" opacity="0.12" />
      <circle cx="620" cy="70" r="90" fill="#dfc493" opacity="0.14" />
      {/* A Kerala roof: steep gables, deep eaves. */}
      <g fill="none" stroke="#ebdcbd" strokeWidth="6" strokeLinejoin="round" opacity="0.85">
        <path d="M250 210 400 105l150 105" />
        <path d="M220 228 400 96l180 132" opacity="0.5" />
        <path d="M300 210v70h200v-70" />
        <path d="M375 280v-45h50v45" />
      </g>
      {/* The key. */}
      <g fill="none" stroke="#dfc493" strokeWidth="8" strokeLinecap="round">
        <circle cx="610" cy="175" r="26" />
        <path d="M636 175h80m-22 0v22m-22-22v16" />
      </g>
      <g stroke="#afdacb" strokeLinecap="round" opacity="0.2" strokeWidth="2">
        <path d="M40 250h120M70 270h160M560 265h180" />
      </g>
    </svg>
  );
}
