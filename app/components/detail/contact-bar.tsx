import { type RefObject, useEffect, useState } from 'react';

import { useI18n } from '../../i18n/i18n';
import { useLeadLinks } from '../../lib/lead-links';
import { Icon } from '../icons';
import { NEW_TAB } from '../new-tab';
import { ENQUIRY_SECTION_ID } from './enquiry-section';

/**
 * WhatsApp, Call and Enquire at the foot of a phone's screen once the contact card (`card`) has
 * scrolled off the top (issue 33, item 4); hidden while the card is on screen, and from 1024 px,
 * where the card stays beside the photos (`.contact-bar` in app/styles/detail.css). The same /go/
 * links as the card, and the same enquiry: a link to the card's form that scripts turn into the
 * dialog. Fixed, out of the page's flow: nothing moves when it shows; the footer ends with room
 * for it, so it never covers the footer's last line.
 */
export function ContactBar({
  id,
  card,
  onEnquire,
}: {
  id: number;
  card: RefObject<HTMLElement | null>;
  onEnquire: () => void;
}) {
  const { m } = useI18n();
  const leads = useLeadLinks();
  const [isShown, setShown] = useState(false);

  useEffect(() => {
    const watched = card.current;
    if (!watched) return;
    // The screen stretched far down: the card 'intersects' it while on screen or anywhere below
    // (the visitor has not reached it yet), and leaves it only off the top. A jump from above the
    // card to far below it (a link, the End key) crosses that edge too, so it is never missed.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setShown(!entry.isIntersecting);
      },
      { rootMargin: '0px 0px 1000000px 0px' },
    );
    observer.observe(watched);
    return () => observer.disconnect();
  }, [card]);

  return (
    <div
      role="group"
      aria-label={m.detail.contact.label}
      className={isShown ? 'contact-bar is-shown' : 'contact-bar'}
    >
      <a href={leads.listing('whatsapp', id)} {...NEW_TAB} className="is-whatsapp">
        <Icon name="whatsapp" />
        {m.detail.share.whatsApp}
      </a>
      <a href={leads.listing('call', id)} className="is-call">
        {m.detail.contact.call}
      </a>
      <a
        href={`#${ENQUIRY_SECTION_ID}`}
        onClick={(event) => {
          event.preventDefault();
          onEnquire();
        }}
        className="is-enquire"
      >
        {m.detail.contact.enquireShort}
      </a>
    </div>
  );
}
