import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { useI18n } from '../../i18n/i18n';
import { useLeadLinks } from '../../lib/lead-links';
import { useSiteInfo } from '../../lib/site';
import { textLinkClass } from './button-styles';

/**
 * A piece of a rich text. Long texts (the policies, the about page's story) are data in two
 * languages, sent by loaders: they mark their bold words and links in the text, so a translation
 * can put them where its sentence needs them.
 */
export type RichPart =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; to: string }
  | { kind: 'site' }
  | { kind: 'email' };

/** `**bold**`, `[text](/site-path)`, `{site}` (the site's name), `{email}` (its address, linked). */
const MARKUP = /\*\*(.+?)\*\*|\[([^\]]+)\]\((\/[^)\s]*)\)|\{(site|email)\}/g;

/** A rich text's pieces, in order; anything that is not markup is text. */
export function parseRichText(text: string): RichPart[] {
  const parts: RichPart[] = [];
  let end = 0;
  for (const match of text.matchAll(MARKUP)) {
    if (match.index > end) parts.push({ kind: 'text', text: text.slice(end, match.index) });
    const [, strong, linkText, to, name] = match;
    if (strong !== undefined) parts.push({ kind: 'strong', text: strong });
    else if (linkText !== undefined && to !== undefined) {
      parts.push({ kind: 'link', text: linkText, to });
    } else parts.push({ kind: name === 'site' ? 'site' : 'email' });
    end = match.index + match[0].length;
  }
  if (end < text.length) parts.push({ kind: 'text', text: text.slice(end) });
  return parts;
}

/**
 * A rich text (see parseRichText) as the content pages show it: links lead to the page's language,
 * and `{email}` falls back to a link to the contact page when the site has no address.
 */
export function RichText({ text, strongClassName }: { text: string; strongClassName?: string }) {
  const { m, path } = useI18n();
  const site = useSiteInfo();
  const leads = useLeadLinks();
  return parseRichText(text).map((part, index): ReactNode => {
    switch (part.kind) {
      case 'text':
        return part.text;
      case 'site':
        return site.name;
      case 'strong':
        return (
          <strong key={index} className={strongClassName}>
            {part.text}
          </strong>
        );
      case 'link':
        return (
          <Link key={index} to={path(part.to)} className={textLinkClass}>
            {part.text}
          </Link>
        );
      case 'email':
        return site.email ? (
          <a key={index} href={leads.site('mail')} className={`${textLinkClass} break-words`}>
            {site.email}
          </a>
        ) : (
          <Link key={index} to={path('/contact')} className={textLinkClass}>
            {m.pages.privacy.contactPageLink}
          </Link>
        );
    }
  });
}
