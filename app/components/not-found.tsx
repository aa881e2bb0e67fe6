import { useI18n } from '../i18n/i18n';
import { SiteLink } from './site-link';

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full px-6 text-sm font-semibold transition-colors';

/** The 404 page body; also rendered by the root error boundary for any 404 thrown by a loader. */
export function NotFound() {
  const texts = useI18n().m.site.notFound;
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28"
    >
      <p
        aria-hidden="true"
        className="font-display text-7xl font-semibold tracking-tight text-brand-600 sm:text-8xl"
      >
        404
      </p>
      <h1
        id="not-found-title"
        className="mt-4 font-display text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl"
      >
        {texts.title}
      </h1>
      <p className="mt-4 max-w-xl text-base leading-relaxed text-ink-600">{texts.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <SiteLink
          to="/"
          className={`${buttonClass} bg-brand-700 text-white shadow-sm hover:bg-brand-800`}
        >
          {texts.goHome}
        </SiteLink>
        <SiteLink
          to="/property-listing"
          className={`${buttonClass} border border-ink-200 bg-white text-ink-800 hover:border-brand-300 hover:text-brand-800`}
        >
          {texts.browse}
        </SiteLink>
      </div>
      <nav aria-label={texts.suggested} className="mt-12 w-full">
        <ul className="grid gap-3 text-left sm:grid-cols-2">
          {texts.suggestions.map((link) => (
            <li key={link.to}>
              {/* Named by all it shows, label and line (label-content-name-mismatch). */}
              <SiteLink
                to={link.to}
                className="group flex h-full items-start justify-between gap-4 rounded-2xl border border-ink-100 bg-white p-4 shadow-xs transition hover:border-brand-200 hover:shadow-sm"
              >
                <span>
                  <span className="block text-sm font-semibold text-ink-900 group-hover:text-brand-800">
                    {link.label}
                  </span>
                  <span className="mt-1 block text-sm text-ink-600">{link.description}</span>
                </span>
                <span
                  aria-hidden="true"
                  className="text-brand-600 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
                >
                  →
                </span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
