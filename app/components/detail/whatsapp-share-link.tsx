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
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 2.9 2.9 0 0 0-.9 2.2 5 5 0 0 0 1 2.7 11.5 11.5 0 0 0 4.4 3.9c1.6.7 2.3.8 3.1.6a2.7 2.7 0 0 0 1.7-1.2 2.2 2.2 0 0 0 .2-1.2c-.1-.1-.3-.2-.6-.3Z"
        />
      </svg>
      <span className="share-whatsapp-text">{texts.whatsApp}</span>
    </a>
  );
}
