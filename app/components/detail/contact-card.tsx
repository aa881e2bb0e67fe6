import { Icon } from '../icons';
import { useActionData } from 'react-router';

import { useI18n } from '../../i18n/i18n';
import type { DetailListing } from './detail-listing';
import { useLeadLinks } from '../../lib/lead-links';
import { Dialog } from '../dialog';
import type { EnquiryResult } from './enquiry-checks';
import { ENQUIRY_SECTION_ID, EnquiryForm } from './enquiry-form';
import { NEW_TAB } from '../new-tab';

/**
 * The ways to reach the lister: WhatsApp with the listing in the message, a call, an e-mail (each
 * through /go/, which records the lead and writes the message), and the 'Contact Management'
 * enquiry. A sold or rented listing says so here; the contact stays
 * open, since the team can still answer about it and offer similar properties. The page holds
 * whether the enquiry dialog is open: the phone's contact bar opens it too (contact-bar.tsx).
 */
export function ContactCard({
  property,
  isEnquiryOpen,
  setEnquiryOpen,
}: {
  property: DetailListing;
  isEnquiryOpen: boolean;
  setEnquiryOpen: (isOpen: boolean) => void;
}) {
  const i18n = useI18n();
  const leads = useLeadLinks();
  const texts = i18n.m.detail.contact;
  const dialogTexts = i18n.m.detail.enquiry;
  // The page's action's answer to the form posted without scripts (property-detail.tsx).
  const afterPost = useActionData<EnquiryResult>();
  const closed =
    property.status === 'sold' || property.status === 'rented' ? property.status : null;
  const secondaryClass = 'contact-secondary';

  return (
    <div className="contact-card">
      <h2>{texts.heading}</h2>
      <p className="contact-by">
        {property.property_ownership === 'direct_owner' ? texts.byOwner : texts.byUs}
        {': '}
        <span>{property.contact_name}</span>
      </p>

      {closed && (
        <p className="contact-closed">
          <strong>{texts.closed[closed]}</strong>
          {` ${texts.closedMore}`}
        </p>
      )}

      <div className="contact-actions">
        <a href={leads.listing('whatsapp', property.id)} {...NEW_TAB} className="contact-whatsapp">
          <Icon name="whatsapp" />
          {texts.whatsApp}
        </a>
        <div className="contact-pair">
          <a href={leads.listing('call', property.id)} className={secondaryClass}>
            {texts.call}
          </a>
          <a href={leads.listing('mail', property.id)} className={secondaryClass}>
            {texts.mail}
          </a>
        </div>
        {/* Scripts open the dialog; without them (or before they run) the link opens the form
            in the card below (shown while the address names it, or after it was posted). */}
        <a
          href={`#${ENQUIRY_SECTION_ID}`}
          onClick={(event) => {
            event.preventDefault();
            setEnquiryOpen(true);
          }}
          className={secondaryClass}
        >
          {texts.enquire}
        </a>
      </div>

      <section
        id={ENQUIRY_SECTION_ID}
        aria-labelledby={`${ENQUIRY_SECTION_ID}-title`}
        className={afterPost ? 'contact-enquiry is-open' : 'contact-enquiry'}
      >
        <h3 id={`${ENQUIRY_SECTION_ID}-title`}>{dialogTexts.title}</h3>
        <p>
          {dialogTexts.aboutBefore}
          <strong lang={property.titleLang}>{property.title}</strong>
          {dialogTexts.aboutAfter}
        </p>
        <EnquiryForm listing={{ id: property.id, title: property.title }} afterPost={afterPost} />
      </section>

      <Dialog
        isOpen={isEnquiryOpen}
        onClose={() => setEnquiryOpen(false)}
        title={dialogTexts.title}
        description={
          <>
            {dialogTexts.aboutBefore}
            <strong className="text-ink-800" lang={property.titleLang}>
              {property.title}
            </strong>
            {dialogTexts.aboutAfter}
          </>
        }
      >
        {/* The dialog mounts it on each opening: a fresh form after a sent enquiry. */}
        <EnquiryForm
          listing={{ id: property.id, title: property.title }}
          onDone={() => setEnquiryOpen(false)}
        />
      </Dialog>
    </div>
  );
}
