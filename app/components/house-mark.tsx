/**
 * The brand mark: a Kerala-style pitched roof over a doorway. Decorative; the name is the label.
 * The public pages draw it from their sprite (`<Icon name="house">`, icons.tsx); the back office
 * draws it whole.
 */
export function HouseMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className={className}>
      <HouseMarkShapes />
    </svg>
  );
}

/** The mark's shapes, on a 32-unit grid. */
export function HouseMarkShapes() {
  return (
    <>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M5.5 15.5 16 7l10.5 8.5"
        fill="none"
        stroke="#dfc493"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M9 14.5V25h14V14.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M14 25v-5.5a2 2 0 0 1 4 0V25" fill="#dfc493" />
    </>
  );
}
