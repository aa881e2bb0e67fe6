import { Link } from 'react-router';

const SUGGESTIONS = [
  { label: 'Browse Properties', to: '/property-listing' },
  { label: 'Buy Properties', to: '/property-listing?type=buy' },
  { label: 'Rent Properties', to: '/property-listing?type=rent' },
  { label: 'About Us', to: '/about' },
  { label: 'Contact Us', to: '/contact' },
];

/** The 404 page body; also rendered by the root error boundary for any 404 thrown by a loader. */
export function NotFound() {
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
        Page Not Found
      </h1>
      <p className="mt-4 max-w-xl text-base leading-relaxed text-ink-600">
        Sorry, the page you are looking for does not exist or has moved. Try one of these instead.
      </p>
      <Link
        to="/"
        className="mt-8 inline-flex items-center justify-center rounded-full bg-brand-700 px-6 py-3 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
      >
        Go Back Home
      </Link>
      <nav aria-label="Suggested pages" className="mt-10 w-full">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {SUGGESTIONS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="flex items-center justify-between rounded-xl border border-ink-100 bg-white px-4 py-3 text-sm font-medium text-ink-800 shadow-xs transition hover:border-brand-200 hover:text-brand-800"
              >
                {link.label}
                <span aria-hidden="true" className="text-brand-600">
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
