import { Icon } from '../icons';
import { useI18n } from '../../i18n/i18n';
import { buildWhatsAppShareUrl } from '../../lib/site';
import { NEW_TAB } from '../new-tab';

/**
 * 'Share on WhatsApp' (issue 14, item 7): a plain link, so it works before the page's JavaScript
 * runs and without it. WhatsApp lets the visitor pick a chat, with the title and price on the
 * first line and the link below it; the chat's preview then shows the listing's share card. On
 * phones it is the icon alone (its name is its label), so it fits over the photo beside the
 * share button and a Sold badge.
 */
export function WhatsAppShareLink({ url, text }: { url: string; text: string }) {
  const texts = useI18n().m.detail.share;
  return (
    <a
      href={buildWhatsAppShareUrl(`${text}\n${url}`)}
      {...NEW_TAB}
      aria-label={texts.whatsAppLabel}
      className="share-whatsapp"
    >
      <Icon name="whatsapp" />
      <span className="share-whatsapp-text">{texts.whatsApp}</span>
    </a>
  );
}
