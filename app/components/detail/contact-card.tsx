import { lazy, Suspense } from 'react';
import { useFormAnswer } from '../../lib/form-post';

import { Icon } from '../icons';

import { useI18n } from '../../i18n/i18n';
import type { DetailListing } from './detail-listing';
import { useLeadLinks } from '../../lib/lead-links';
import { Dialog } from '../dialog';
import type { EnquiryResult } from './enquiry-checks';
import type * as EnquiryFormExports from './enquiry-form';
import { ENQUIRY_SECTION_ID } from './enquiry-section';
import { NEW_TAB } from '../new-tab';

/**
 * The enquiry form, rendered with the page (the card's copy works without scripts) but loaded
 * after the page's first scripts: the card's copy hydrates when it arrives, the dialog's opens
 * with it (the JavaScript budget, docs/performance.md). Asked for as soon as the page is idle.
 * The server loads it before it renders (preloadEnquiryForm, in the page's loader), and a form
 * already loaded is handed over at once: `renderToString` does not wait, and would otherwise
 * leave the form out of the page.
 */
type EnquiryFormModule = typeof EnquiryFormExports;
let enquiryFormModule: EnquiryFormModule | undefined;
async function loadEnquiryForm(): Promise<EnquiryFormModule> {
  enquiryFormModule ??= await import('./enquiry-form');
  return enquiryFormModule;
}
export const preloadEnquiryForm = loadEnquiryForm;
const EnquiryForm = lazy(() => {
  const ready = enquiryFormModule;
  if (!ready) return loadEnquiryForm().then((module) => ({ default: module.EnquiryForm }));
  // A thenable that answers at once: React's lazy then renders it in this very pass.
  const now: PromiseLike<{ default: EnquiryFormModule['EnquiryForm'] }> = {
    then: (resolve) => resolve?.({ default: ready.EnquiryForm }) as never,
  };
  return now as Promise<{ default: EnquiryFormModule['EnquiryForm'] }>;
});
if (typeof window !== 'undefined') {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
  whenIdle(() => void loadEnquiryForm());
}

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
  const afterPost = useFormAnswer<EnquiryResult>();
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
        <Suspense>
          <EnquiryForm listing={{ id: property.id, title: property.title }} afterPost={afterPost} />
        </Suspense>
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
        <Suspense fallback={<p className="contact-enquiry-loading">{dialogTexts.loading}</p>}>
          <EnquiryForm
            listing={{ id: property.id, title: property.title }}
            onDone={() => setEnquiryOpen(false)}
          />
        </Suspense>
      </Dialog>
    </div>
  );
}
