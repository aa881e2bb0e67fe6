import type { LegalBlock } from '../../i18n/en/content/privacy';
import { RichText } from './rich-text';

/** Headings, paragraphs and lists inside a policy, styled once here. */
export const proseClass =
  'max-w-3xl text-base leading-relaxed text-ink-700 [&_h3]:mt-10 [&_h3]:font-display [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink-950 [&_li]:mt-2 [&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-ink-950 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ul]:marker:text-brand-500';

/**
 * A policy (the privacy policy, the terms of service) in the page's language: its parts come from
 * the page's loader (app/i18n/{en,ml}/content/privacy.ts).
 */
export function LegalText({ blocks }: { blocks: readonly LegalBlock[] }) {
  return blocks.map((block, index) => {
    if ('heading' in block) return <h3 key={index}>{block.heading}</h3>;
    if ('paragraph' in block) {
      return (
        <p key={index}>
          <RichText text={block.paragraph} />
        </p>
      );
    }
    return (
      <ul key={index}>
        {block.list.map((item) => (
          <li key={item}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    );
  });
}
