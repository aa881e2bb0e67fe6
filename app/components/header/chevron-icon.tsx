/** A small down-pointing chevron that turns over while its disclosure is open. */
export function ChevronIcon({ isOpen, className = '' }: { isOpen: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      className={`size-4 shrink-0 transition-transform duration-200 motion-reduce:transition-none ${
        isOpen ? 'rotate-180' : ''
      } ${className}`}
    >
      <path
        d="m5 7.5 5 5 5-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
