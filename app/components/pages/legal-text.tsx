import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { SiteInfo } from '../../../contract/site';
import { textLinkClass } from './button-styles';

/** Headings, paragraphs and lists inside a policy, styled once here. */
export const proseClass =
  'max-w-3xl text-base leading-relaxed text-ink-700 [&_h3]:mt-10 [&_h3]:font-display [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink-950 [&_li]:mt-2 [&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-ink-950 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ul]:marker:text-brand-500';

function Mail({ site }: { site: SiteInfo }) {
  return site.email ? (
    <a href={`mailto:${site.email}`} className={`${textLinkClass} break-words`}>
      {site.email}
    </a>
  ) : (
    <Link to="/contact" className={textLinkClass}>
      our contact page
    </Link>
  );
}

function ContactLinks({ children }: { children?: ReactNode }) {
  return (
    <p>
      {children} You can also write to us through the{' '}
      <Link to="/contact" className={textLinkClass}>
        contact page
      </Link>{' '}
      or read more{' '}
      <Link to="/about" className={textLinkClass}>
        about us
      </Link>
      .
    </p>
  );
}

/** The privacy policy for an Indian property portal (DPDP Act 2023, IT Act 2000). */
export function PrivacyText({ site }: { site: SiteInfo }) {
  return (
    <>
      <p>
        {site.name} (&quot;we&quot;, &quot;us&quot;) runs this website to help people buy, sell,
        rent and lease property in Kerala. This policy explains what personal data we collect, why,
        how long we keep it and the rights you have under India&apos;s Digital Personal Data
        Protection Act, 2023 and the Information Technology Act, 2000.
      </p>

      <h3>Information we collect</h3>
      <ul>
        <li>
          <strong>Enquiry forms.</strong> When you use the contact form or ask about a listing, we
          collect your name, e-mail address, phone number, the property type and budget range you
          choose, the subject and your message, and the listing you asked about.
        </li>
        <li>
          <strong>Phone and WhatsApp.</strong> When you call us or chat with us on WhatsApp, we see
          your number and what you tell us. WhatsApp conversations are also subject to
          WhatsApp&apos;s own privacy policy.
        </li>
        <li>
          <strong>Your location, only when you ask.</strong> The &quot;Use my location&quot; buttons
          read your browser&apos;s location after you allow it, to find properties near you. The
          coordinates are sent to OpenStreetMap&apos;s address service to name the place; we do not
          store them.
        </li>
        <li>
          <strong>Technical data.</strong> Our servers record your IP address and the pages
          requested, to keep the site secure and to stop spam (for example, by limiting how many
          enquiries one address can send in a few minutes).
        </li>
      </ul>

      <h3>How we use it</h3>
      <p>
        Only to answer your enquiry, arrange visits, put you in touch with the owner of a listing
        you asked about, and run and protect this website. We do not sell your data and we do not
        send marketing messages unless you ask us to.
      </p>

      <h3>Cookies</h3>
      <p>
        We use no cookies for tracking or advertising, and no third-party analytics. Maps and videos
        from Google and YouTube load only when you press their button; from then on those services
        may set their own cookies under their policies. Our staff area keeps a sign-in token in the
        browser, for staff only.
      </p>

      <h3>Who we share it with</h3>
      <p>
        With the owner of a listing you enquired about, with service providers who host our site and
        deliver our e-mail under confidentiality obligations, and with authorities when the law
        requires it. Nothing else.
      </p>

      <h3>How long we keep it</h3>
      <p>
        Enquiries are kept for up to 24 months after our last contact with you, then deleted.
        Security logs and spam counters are kept for a short time only, normally no longer than 30
        days. You can ask us to delete your enquiry sooner.
      </p>

      <h3>Security</h3>
      <p>
        Data is sent over encrypted connections, access is limited to staff who need it, and staff
        passwords are stored only as strong one-way hashes.
      </p>

      <h3>Your rights</h3>
      <p>
        You may ask to see the personal data we hold about you, to correct or complete it, to have
        it erased, and to withdraw any consent you gave. You may also nominate someone to exercise
        these rights for you, and complain to the Data Protection Board of India. We answer requests
        within 30 days.
      </p>

      <h3>Contact</h3>
      <ContactLinks>
        For any privacy question or request, e-mail our grievance officer at <Mail site={site} />.
      </ContactLinks>
    </>
  );
}

/** The terms of service: listings, no brokerage, the service fee, liability and governing law. */
export function TermsText({ site }: { site: SiteInfo }) {
  return (
    <>
      <p>
        These terms apply to everyone who uses the {site.name} website and our services. By using
        the site or engaging us, you agree to them.
      </p>

      <h3>Our service</h3>
      <p>
        We publish listings of homes, apartments, villas, commercial spaces and land in Kerala, from
        our own managed portfolio (&quot;Management Property&quot;) and from owners who list
        directly (&quot;Direct Owner&quot;), and we offer marketing, management, documentation, loan
        and survey services.
      </p>

      <h3>Listings and their accuracy</h3>
      <p>
        We check listings before publishing them, but prices, areas, availability and other details
        come from owners and can change. Pictures may be illustrative. Please inspect the property
        and verify its title, approvals and measurements, with a lawyer and surveyor of your choice
        if you wish, before paying any advance or signing an agreement. Listings are not an offer
        that binds the owner.
      </p>

      <h3>No brokerage or commission</h3>
      <p>
        We do not act as a broker and we never charge a commission or a percentage of the sale
        price, rent or lease amount, to either side. Nobody is authorised to ask you for brokerage
        in our name; please tell us at once if anyone does.
      </p>

      <h3>Service fee</h3>
      <p>A minimal service fee is charged instead of commission, on these terms:</p>
      <ul>
        <li>The fee is agreed in writing before we start any paid service.</li>
        <li>
          It is <strong>paid in advance</strong>, in full, before the service begins.
        </li>
        <li>
          <strong>No installments</strong>: the fee cannot be split or deferred.
        </li>
        <li>
          It is <strong>non-refundable</strong> once paid, including when a deal does not go ahead.
        </li>
        <li>Applicable taxes such as GST are added as the law requires.</li>
      </ul>

      <h3>Your responsibilities</h3>
      <p>
        Give true information in enquiries and listings, list only property you own or are
        authorised to offer, and use the site lawfully: no scraping, spam or attempts to break its
        security.
      </p>

      <h3>Liability</h3>
      <p>
        Agreements for sale, rent or lease are made between buyers, tenants and owners. To the
        extent the law allows, we are not liable for losses arising from those agreements or from
        relying on listing details you did not verify; our liability for our own services is limited
        to the service fee you paid us.
      </p>

      <h3>Governing law</h3>
      <p>
        These terms are governed by the laws of India. Any dispute is subject to the exclusive
        jurisdiction of the courts in Kerala, at Ernakulam.
      </p>

      <h3>Changes and contact</h3>
      <ContactLinks>
        We may update these terms; the date at the top of this page shows the current version.
        Questions: <Mail site={site} />.
      </ContactLinks>
    </>
  );
}
