/** A spinning ring with a text for screen readers; sized by the caller. */
export function Spinner({
  label = 'Loading…',
  className = 'size-8',
}: {
  label?: string;
  className?: string;
}) {
  return (
    <span role="status" className="inline-flex items-center justify-center">
      <SpinnerRing className={`${className} text-brand-700`} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The turning ring alone, in the text colour (inside a busy button, whose label says why). */
export function SpinnerRing({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`${className} animate-spin`}
      aria-hidden="true"
      focusable="false"
    >
      <circle
        cx="12"
        cy="12"
        r="9"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.2"
        strokeWidth="3"
      />
      <path
        d="M21 12a9 9 0 0 0-9-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A whole panel waiting for its data. */
export function LoadingPanel({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex min-h-64 flex-col items-center justify-center gap-3 text-sm text-ink-500">
      <Spinner label={label} />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}
