import { useLocation } from 'react-router';
import type { LeadChannel } from '../../contract/agency';
import { leadHref, SITE_LEAD_TARGET, type SiteChatTopic } from '../../contract/lead-links';
import { useI18n } from '../i18n/i18n';

/**
 * The public site's WhatsApp, call and mail links (issue 15, item 2): each goes through /go/,
 * which records the tap as a lead and hands the visitor over, with the message in the page's
 * language. `from` names this page: links that open a new tab send no Referer.
 */
export function useLeadLinks() {
  const { language } = useI18n();
  const from = sitePath(useLocation().pathname);
  const page = from ? { from } : {};
  return {
    listing: (channel: LeadChannel, id: number) => leadHref(channel, id, { language, ...page }),
    site: (channel: LeadChannel, topic?: SiteChatTopic) =>
      leadHref(channel, SITE_LEAD_TARGET, { language, ...page, ...(topic ? { topic } : {}) }),
  };
}

/**
 * A path of this site, or nothing: a request for `//evil.example` has that as its path, and the
 * page (a 404) must not echo another site's name into its links.
 */
function sitePath(pathname: string): string | undefined {
  return /^\/(?![/\\])/.test(pathname) ? pathname : undefined;
}
