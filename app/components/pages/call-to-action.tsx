import { Link } from 'react-router';

import { useI18n } from '../../i18n/i18n';
import { primaryOnDarkClass, secondaryOnDarkClass } from './button-styles';

export interface CallToActionLink {
  label: string;
  /** A site path (English, as written in the code), or a `#section` of the page itself. */
  to: string;
}

/** The closing band of a content page: a line of copy and one or two buttons. */
export function CallToAction({
  title,
  body,
  primary,
  secondary,
}: {
  title: string;
  body: string;
  primary: CallToActionLink;
  secondary?: CallToActionLink;
}) {
  const { path } = useI18n();
  // A hash alone stays relative: it names a section of the page being shown, in its language.
  const hrefOf = (to: string) => (to.startsWith('#') ? to : path(to));
  return (
    <section aria-labelledby="cta-title" className="bg-canvas">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="surface-dark relative overflow-hidden rounded-3xl bg-brand-800 px-6 py-12 text-center text-white shadow-xl shadow-brand-950/10 sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-sand-300/15 blur-2xl"
          />
          <h2
            id="cta-title"
            className="relative font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
          >
            {title}
          </h2>
          <p className="relative mx-auto mt-4 max-w-2xl text-base leading-relaxed text-ink-100 sm:text-lg">
            {body}
          </p>
          <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={hrefOf(primary.to)} className={primaryOnDarkClass}>
              {primary.label}
            </Link>
            {secondary && (
              <Link to={hrefOf(secondary.to)} className={secondaryOnDarkClass}>
                {secondary.label}
              </Link>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
