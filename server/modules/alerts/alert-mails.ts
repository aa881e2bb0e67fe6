import type { AlertFrequency } from '../../../contract/alerts';
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
