/** A section's eyebrow, h2 and lead, in the home page's type scale. */
export function SectionIntro({
  id,
  eyebrow,
  title,
  lead,
  isCentered = false,
}: {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  isCentered?: boolean;
}) {
  return (
    <div className={isCentered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <p className="text-sm font-semibold tracking-[0.18em] text-sand-700 uppercase">{eyebrow}</p>
      <h2
        id={id}
        className="mt-3 font-display text-3xl font-semibold tracking-tight text-balance text-ink-950 sm:text-4xl"
      >
        {title}
      </h2>
      {lead && <p className="mt-4 text-base leading-relaxed text-ink-600 sm:text-lg">{lead}</p>}
    </div>
  );
}
