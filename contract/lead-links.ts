import type { LeadChannel } from './agency';
import { encodeQueryValue } from './contact-hrefs';
import type { Language } from './languages';

/**
 * Where the public site's WhatsApp, call and mail links point (issue 15, item 2): to /go/, which
 * records a lead and hands the visitor over (302) to wa.me, tel: or mailto:. Zod-free, so public
 * pages may import it.
 */

/** The site's own contact links (footer, contact page, Sell Property) use this in place of an id. */
export const SITE_LEAD_TARGET = 'site';

/** Why a site-wide WhatsApp chat is opened: its first message says so. */
export const SITE_CHAT_TOPICS = ['chat', 'sell'] as const;
export type SiteChatTopic = (typeof SITE_CHAT_TOPICS)[number];

/**
 * `/go/whatsapp/12?lang=ml&from=/property/12`: the page's language picks the prefilled message,
 * and `from` names the page, for links that send no Referer (those opening a new tab).
 */
export function leadHref(
  channel: LeadChannel,
  target: number | typeof SITE_LEAD_TARGET,
  options: { language: Language; from?: string; topic?: SiteChatTopic },
): string {
  const query: string[] = [];
  if (options.language !== 'en') query.push(`lang=${options.language}`);
  if (options.topic && options.topic !== 'chat') query.push(`topic=${options.topic}`);
  if (options.from) query.push(`from=${encodeQueryValue(options.from)}`);
  return `/go/${channel}/${target}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}

/** The texts typed in for the visitor, in the page's language: WhatsApp's first message, a subject. */
export const LEAD_MESSAGES: Readonly<
  Record<
    Language,
    {
      perMonth: string;
      listing: (title: string, place: string, price: string, url: string) => string;
      mailSubject: (title: string) => string;
      site: Readonly<Record<SiteChatTopic, string>>;
    }
  >
> = {
  en: {
    perMonth: '/month',
    listing: (title, place, price, url) =>
      `Hello, I'm interested in "${title}" in ${place}, listed at ${price}. ${url}`,
    mailSubject: (title) => `Enquiry: ${title}`,
    site: {
      chat: 'Hello, I would like to know more about your properties.',
      sell: 'Hello, I want to sell my property. Please contact me with the details.',
    },
  },
  ml: {
    perMonth: '/മാസം',
    listing: (title, place, price, url) =>
      `നമസ്കാരം, "${title}" (${place}, ${price}) എന്ന പ്രോപ്പർട്ടിയിൽ എനിക്ക് താൽപ്പര്യമുണ്ട്. ${url}`,
    mailSubject: (title) => `അന്വേഷണം: ${title}`,
    site: {
      chat: 'നമസ്കാരം, നിങ്ങളുടെ പ്രോപ്പർട്ടികളെക്കുറിച്ച് കൂടുതൽ അറിയാൻ ആഗ്രഹിക്കുന്നു.',
      sell: 'നമസ്കാരം, എന്റെ പ്രോപ്പർട്ടി വിൽക്കാൻ ആഗ്രഹിക്കുന്നു. വിശദാംശങ്ങൾക്കായി ദയവായി ബന്ധപ്പെടുക.',
    },
  },
};

/**
 * Set by the back office on sign-in, for a year (app/lib/admin/session.ts): views of listings'
 * pages from a staff member's browser are not counted (docs/decisions/017). A cookie, since the
 * admin's token lives in localStorage, which a page request does not carry.
 */
export const STAFF_COOKIE = 'veedu_staff';
export const STAFF_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
