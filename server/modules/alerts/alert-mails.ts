import type { AlertFrequency, ListingNewsKind } from '../../../contract/alerts';
import { formatConverted, type PageCurrency } from '../../../contract/currency';
import { formatPrice } from '../../../contract/format';
import { type Language, MALAYALAM_PREFIX } from '../../../contract/languages';

/**
 * The mails of saving a search (issue 36), in the alert's language: the confirmation (double
 * opt-in), "already saved" (the same search confirmed before) and "limit reached". Each names the
 * search by its link and carries the manage link. Plain text with a simple HTML twin; no image,
 * no tracking.
 */

export type AlertMailKind = 'confirm' | 'already-saved' | 'limit-reached';

/** The pages of saved searches, in a language (app/routes.ts). */
export function alertPagePath(page: 'confirm' | 'manage' | 'listings', language: Language): string {
  const prefix = language === 'ml' ? MALAYALAM_PREFIX : '';
  return page === 'listings' ? `${prefix}/property-listing` : `${prefix}/alerts/${page}`;
}

interface MailFacts {
  site: { name: string; publicUrl: string };
  language: Language;
  /** The saved filters, as a query string. */
  query: string;
  frequency: AlertFrequency;
  confirmUrl: string | undefined;
  manageUrl: string;
}

const FREQUENCY_WORDS: Record<Language, Record<AlertFrequency, string>> = {
  en: {
    instant: 'as soon as a new home matches',
    daily: 'once a day, at 7 in the morning (India time)',
    weekly: 'once a week, on Saturday morning',
  },
  ml: {
    instant: 'പുതിയ വീട് ഒത്തുവന്നാലുടൻ',
    daily: 'ദിവസവും രാവിലെ 7-ന് (ഇന്ത്യൻ സമയം)',
    weekly: 'ആഴ്ചയിലൊരിക്കൽ, ശനിയാഴ്ച രാവിലെ',
  },
};

function texts(kind: AlertMailKind, facts: MailFacts) {
  const when = FREQUENCY_WORDS[facts.language][facts.frequency];
  const name = facts.site.name;
  if (facts.language === 'ml') {
    return {
      confirm: {
        subject: `${name}: നിങ്ങളുടെ അലർട്ട് സ്ഥിരീകരിക്കുക`,
        lines: [
          `${name}-ൽ നിങ്ങൾ ഒരു തിരയൽ സേവ് ചെയ്തു. പുതിയ വീടുകൾ ഒത്തുവരുമ്പോൾ ${when} ഞങ്ങൾ ഇമെയിൽ അയയ്ക്കും.`,
          'ഇത് നിങ്ങളാണെങ്കിൽ, താഴെയുള്ള ലിങ്ക് തുറന്ന് സ്ഥിരീകരിക്കുക. സ്ഥിരീകരിക്കുന്നതുവരെ മറ്റൊന്നും അയയ്ക്കില്ല; 7 ദിവസത്തിനകം സ്ഥിരീകരിച്ചില്ലെങ്കിൽ ഇത് മായ്ക്കും.',
        ],
        action: 'അലർട്ട് സ്ഥിരീകരിക്കുക',
        ignore: 'നിങ്ങളല്ല ഇത് ചെയ്തതെങ്കിൽ ഈ ഇമെയിൽ അവഗണിക്കുക.',
      },
      'already-saved': {
        subject: `${name}: ഈ തിരയൽ ഇതിനകം സേവ് ചെയ്തിട്ടുണ്ട്`,
        lines: [
          'നിങ്ങൾ സേവ് ചെയ്യാൻ ശ്രമിച്ച തിരയൽ ഈ വിലാസത്തിന് ഇതിനകം സജീവമാണ്. മാറ്റമൊന്നും വരുത്തിയിട്ടില്ല.',
          'എത്ര തവണ ഇമെയിൽ വേണമെന്ന് മാറ്റാനോ, നിർത്തിവയ്ക്കാനോ, മായ്ക്കാനോ താഴെയുള്ള ലിങ്ക് തുറക്കുക.',
        ],
        action: 'എന്റെ അലർട്ടുകൾ',
        ignore: 'നിങ്ങളല്ല ഇത് ചെയ്തതെങ്കിൽ ഈ ഇമെയിൽ അവഗണിക്കുക.',
      },
      'limit-reached': {
        subject: `${name}: അലർട്ടുകളുടെ പരിധി എത്തി`,
        lines: [
          'ഒരു വിലാസത്തിന് 10 അലർട്ടുകൾ വരെയേ സേവ് ചെയ്യാനാകൂ. പുതിയ തിരയൽ സേവ് ചെയ്തിട്ടില്ല.',
          'പഴയ ഒന്ന് മായ്ച്ചശേഷം വീണ്ടും ശ്രമിക്കുക.',
        ],
        action: 'എന്റെ അലർട്ടുകൾ',
        ignore: 'നിങ്ങളല്ല ഇത് ചെയ്തതെങ്കിൽ ഈ ഇമെയിൽ അവഗണിക്കുക.',
      },
    }[kind];
  }
  return {
    confirm: {
      subject: `Confirm your ${name} alert`,
      lines: [
        `You saved a search on ${name}. Once you confirm, we will e-mail you ${when}.`,
        'If this was you, open the link below to confirm. Nothing else is sent until you do, and the search is deleted if it is not confirmed within 7 days.',
      ],
      action: 'Confirm my alert',
      ignore: 'If this was not you, ignore this e-mail.',
    },
    'already-saved': {
      subject: `This search is already saved on ${name}`,
      lines: [
        'The search you tried to save is already active for this address. Nothing has changed.',
        'Open the link below to change how often we write, pause it or delete it.',
      ],
      action: 'Manage my alerts',
      ignore: 'If this was not you, ignore this e-mail.',
    },
    'limit-reached': {
      subject: `Your ${name} alerts are full`,
      lines: [
        'An address can hold up to 10 alerts, so the new search was not saved.',
        'Delete one you no longer need, then save the search again.',
      ],
      action: 'Manage my alerts',
      ignore: 'If this was not you, ignore this e-mail.',
    },
  }[kind];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function alertMail(
  kind: AlertMailKind,
  facts: MailFacts,
): { subject: string; text: string; html: string } {
  const copy = texts(kind, facts);
  const searchUrl = `${facts.site.publicUrl}${alertPagePath('listings', facts.language)}${
    facts.query ? `?${facts.query}` : ''
  }`;
  const actionUrl = kind === 'confirm' && facts.confirmUrl ? facts.confirmUrl : facts.manageUrl;
  const searchLabel = facts.language === 'ml' ? 'തിരയൽ' : 'The search';
  const manageLabel = facts.language === 'ml' ? 'അലർട്ടുകൾ കൈകാര്യം ചെയ്യുക' : 'Manage or leave';
  const text = [
    ...copy.lines,
    '',
    `${copy.action}: ${actionUrl}`,
    `${searchLabel}: ${searchUrl}`,
    '',
    copy.ignore,
    ...(kind === 'confirm' ? [] : [`${manageLabel}: ${facts.manageUrl}`]),
    '',
    `${facts.site.name} · ${facts.site.publicUrl}`,
  ].join('\n');
  const html = [
    `<div lang="${facts.language === 'ml' ? 'ml' : 'en-IN'}" style="font-family:sans-serif;font-size:16px;line-height:1.5;color:#1f2937;max-width:560px">`,
    ...copy.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(actionUrl)}" style="display:inline-block;background:#0f5132;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(copy.action)}</a></p>`,
    `<p><a href="${escapeHtml(searchUrl)}">${escapeHtml(searchLabel)}</a></p>`,
    `<p style="color:#6b7280;font-size:14px">${escapeHtml(copy.ignore)}</p>`,
    `<p style="color:#6b7280;font-size:13px">${escapeHtml(facts.site.name)} · <a href="${escapeHtml(facts.site.publicUrl)}">${escapeHtml(facts.site.publicUrl)}</a></p>`,
    '</div>',
  ].join('\n');
  return { subject: copy.subject, text, html };
}

// ---- The alerts' own mail: what came up for the address's searches (issue 36, item 3) ----

/** One listing of an alert mail, as the sender read it. */
export interface NewsListing {
  id: number;
  reason: ListingNewsKind;
  title: string;
  /** Rupees (a month, for a rental). */
  price: number;
  isRent: boolean;
  /** The price before the cut, for `price_cut`. */
  priceBefore: number | null;
  place: string;
  /** An absolute address of a JPEG of it about 480 px wide; none without photos. */
  photoUrl: string | null;
  /** The tracked link to its page (server/modules/alerts/alerts.routes.ts, `/alerts/open/`). */
  url: string;
}

/** One alert's part of a mail: its search in words, its link, and what came up for it. */
export interface NewsSection {
  labels: string[];
  searchUrl: string;
  listings: NewsListing[];
  /** Matches past MAX_LISTINGS_PER_ALERT_MAIL, not shown (the search's link has them). */
  more: number;
}

interface NewsMailFacts {
  site: { name: string; publicUrl: string };
  language: Language;
  sections: NewsSection[];
  /** Prices beside rupees, in the currency the visitor chose, at the day's rate. */
  money: Pick<PageCurrency, 'code' | 'inrPerUnit'> | null;
  manageUrl: string;
}

const NEWS_TEXTS = {
  en: {
    subject: (site: string, listed: number, cuts: number) =>
      [
        listed > 0 ? `${listed} new ${listed === 1 ? 'home' : 'homes'}` : '',
        cuts > 0 ? `${cuts} price ${cuts === 1 ? 'cut' : 'cuts'}` : '',
      ]
        .filter(Boolean)
        .join(' and ') + ` for your search on ${site}`,
    intro: 'Here is what came up for the searches you saved.',
    everything: 'Every listing',
    seeAll: 'See every match',
    more: (count: number) => `…and ${count} more`,
    newLabel: 'New',
    cutLabel: (before: string) => `Price cut, was ${before}`,
    perMonth: ' a month',
    why: (site: string) =>
      `You get this because you saved a search on ${site} and confirmed your address.`,
    manage: 'Pause, change or unsubscribe',
  },
  ml: {
    subject: (site: string, listed: number, cuts: number) =>
      `${site}: ` +
      [listed > 0 ? `${listed} പുതിയ വീടുകൾ` : '', cuts > 0 ? `${cuts} വിലക്കുറവ്` : '']
        .filter(Boolean)
        .join(', ') +
      ' നിങ്ങളുടെ തിരയലിന്',
    intro: 'നിങ്ങൾ സേവ് ചെയ്ത തിരയലുകൾക്ക് ഒത്തുവന്നവ ഇതാ.',
    everything: 'എല്ലാ ലിസ്റ്റിംഗുകളും',
    seeAll: 'എല്ലാം കാണുക',
    more: (count: number) => `…കൂടാതെ ${count} എണ്ണം കൂടി`,
    newLabel: 'പുതിയത്',
    cutLabel: (before: string) => `വില കുറച്ചു, മുമ്പ് ${before}`,
    perMonth: ' പ്രതിമാസം',
    why: (site: string) => `${site}-ൽ നിങ്ങൾ ഒരു തിരയൽ സേവ് ചെയ്ത് വിലാസം സ്ഥിരീകരിച്ചതിനാലാണ് ഈ ഇമെയിൽ.`,
    manage: 'നിർത്തിവയ്ക്കുക, മാറ്റുക അല്ലെങ്കിൽ അൺസബ്സ്ക്രൈബ് ചെയ്യുക',
  },
} as const;

/** The mail of one run for one address: every alert with news, each with its listings. */
export function alertNewsMail(facts: NewsMailFacts): {
  subject: string;
  text: string;
  html: string;
} {
  const copy = NEWS_TEXTS[facts.language];
  const all = facts.sections.flatMap((section) => section.listings);
  const listed = new Set(all.filter((item) => item.reason === 'listed').map((item) => item.id));
  const cuts = new Set(
    all
      .filter((item) => item.reason === 'price_cut' && !listed.has(item.id))
      .map((item) => item.id),
  );
  const price = (item: NewsListing) => {
    const rupees = `${formatPrice(item.price, facts.language)}${item.isRent ? copy.perMonth : ''}`;
    return facts.money ? `${rupees} (≈ ${formatConverted(item.price, facts.money)})` : rupees;
  };
  const badge = (item: NewsListing) =>
    item.reason === 'price_cut' && item.priceBefore !== null
      ? copy.cutLabel(formatPrice(item.priceBefore, facts.language))
      : copy.newLabel;
  const heading = (section: NewsSection) =>
    section.labels.length > 0 ? section.labels.join(' · ') : copy.everything;

  const text = [
    copy.intro,
    '',
    ...facts.sections.flatMap((section) => [
      `== ${heading(section)} ==`,
      ...section.listings.flatMap((item) => [
        `${badge(item)}: ${item.title}`,
        `${price(item)} · ${item.place}`,
        item.url,
        '',
      ]),
      ...(section.more > 0 ? [copy.more(section.more)] : []),
      `${copy.seeAll}: ${section.searchUrl}`,
      '',
    ]),
    copy.why(facts.site.name),
    `${copy.manage}: ${facts.manageUrl}`,
    '',
    `${facts.site.name} · ${facts.site.publicUrl}`,
  ].join('\n');

  const card = (item: NewsListing) =>
    [
      '<tr><td style="padding:0 0 20px">',
      `<a href="${escapeHtml(item.url)}" style="color:#1f2937;text-decoration:none;display:block">`,
      item.photoUrl
        ? `<img src="${escapeHtml(item.photoUrl)}" width="480" alt="" style="display:block;width:100%;max-width:480px;height:auto;border-radius:10px;border:0">`
        : '',
      `<p style="margin:10px 0 2px;font-size:13px;font-weight:600;color:${item.reason === 'price_cut' ? '#b45309' : '#0f5132'}">${escapeHtml(badge(item))}</p>`,
      `<p style="margin:0;font-size:18px;font-weight:700">${escapeHtml(price(item))}</p>`,
      `<p style="margin:2px 0 0;font-size:16px">${escapeHtml(item.title)}</p>`,
      `<p style="margin:2px 0 0;font-size:14px;color:#6b7280">${escapeHtml(item.place)}</p>`,
      '</a></td></tr>',
    ].join('');
  const html = [
    `<div lang="${facts.language === 'ml' ? 'ml' : 'en-IN'}" style="font-family:sans-serif;font-size:16px;line-height:1.5;color:#1f2937;max-width:560px">`,
    `<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#0f5132">${escapeHtml(facts.site.name)}</p>`,
    `<p>${escapeHtml(copy.intro)}</p>`,
    ...facts.sections.map((section) =>
      [
        `<h2 style="font-size:17px;margin:24px 0 12px">${escapeHtml(heading(section))}</h2>`,
        '<table role="presentation" width="100%" cellpadding="0" cellspacing="0">',
        ...section.listings.map(card),
        '</table>',
        section.more > 0
          ? `<p style="margin:0 0 8px">${escapeHtml(copy.more(section.more))}</p>`
          : '',
        `<p><a href="${escapeHtml(section.searchUrl)}" style="display:inline-block;background:#0f5132;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(copy.seeAll)}</a></p>`,
      ].join('\n'),
    ),
    `<p style="color:#6b7280;font-size:13px;margin-top:28px">${escapeHtml(copy.why(facts.site.name))} <a href="${escapeHtml(facts.manageUrl)}">${escapeHtml(copy.manage)}</a></p>`,
    `<p style="color:#6b7280;font-size:13px">${escapeHtml(facts.site.name)} · <a href="${escapeHtml(facts.site.publicUrl)}">${escapeHtml(facts.site.publicUrl)}</a></p>`,
    '</div>',
  ].join('\n');
  return { subject: copy.subject(facts.site.name, listed.size, cuts.size), text, html };
}
