/**
 * A policy's parts, in order: a subheading, a paragraph or a bulleted list. Paragraphs and list
 * items are rich texts: **bold**, [links](/path), {site} (the site's name) and {email} (its
 * e-mail address as a link) (app/components/pages/rich-text.tsx).
 */
export type LegalBlock =
  | { readonly heading: string }
  | { readonly paragraph: string }
  | { readonly list: readonly string[] };

/**
 * The privacy policy and terms of service, sent by the page's loader so they stay out of the
 * catalogue every page downloads (docs/decisions/014). The Malayalam file `satisfies` this type.
 */
export interface PrivacyContent {
  /** For an Indian property portal: DPDP Act 2023, IT Act 2000. */
  privacy: readonly LegalBlock[];
  /** Listings, no brokerage, the service fee, liability and governing law. */
  terms: readonly LegalBlock[];
}

const CONTACT_LINKS =
  'You can also write to us through the [contact page](/contact) or read more [about us](/about).';

export const privacyContent: PrivacyContent = {
  privacy: [
    {
      paragraph:
        '{site} ("we", "us") runs this website to help people buy, sell, rent and lease property in Kerala. This policy explains what personal data we collect, why, how long we keep it and the rights you have under India\'s Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.',
    },
    { heading: 'Information we collect' },
    {
      list: [
        '**Enquiry forms.** When you use the contact form or ask about a listing, we collect your name, e-mail address, phone number, the property type and budget range you choose, the subject and your message, and the listing you asked about.',
        "**Phone and WhatsApp.** When you call us or chat with us on WhatsApp, we see your number and what you tell us. WhatsApp conversations are also subject to WhatsApp's own privacy policy.",
        '**Your location, only when you ask.** The "Use my location" buttons read your browser\'s location after you allow it, to find properties near you. The coordinates are sent to OpenStreetMap\'s address service to name the place; we do not store them.',
        "**What we count.** When you open a listing, or tap WhatsApp, Call or Mail, we count it: the listing, which button, the page you were on and the time. A visitor counts once a day for each listing and button, however often they open or tap it. To tell visitors apart without knowing who you are, we keep only a scrambled code made from your IP address and browser with a secret that changes every day; the secret is deleted the next day, so the code cannot be traced back to you. After two days, a listing's views are kept only as a number for each day, without these codes. We do not keep your IP address with these counts, and visits by search engines and other robots, and by our own staff, are not counted.",
        '**Saved searches.** When you ask for alerts on a search, we keep your e-mail address, the search, how often you want to hear from us, the language, the currency you chose, the page you saved it from and when, and, for each home we tell you of, when we did and whether you opened its link (so a home is never sent twice). If your mail server refuses our e-mail for good, we note that and stop writing. We write to you only after you confirm by the link in our first e-mail; a search not confirmed within 7 days is deleted. Every alert e-mail has a link to pause, change or delete your alerts, and one click in your mail app unsubscribes you, deleting your address and searches.',
        '**Technical data.** Our servers record your IP address and the pages requested, to keep the site secure and to stop spam (for example, by limiting how many enquiries one address can send in a few minutes).',
      ],
    },
    { heading: 'How we use it' },
    {
      paragraph:
        'Only to answer your enquiry, arrange visits, put you in touch with the owner of a listing you asked about, and run and protect this website. We do not sell your data and we do not send marketing messages unless you ask us to.',
    },
    { heading: 'Cookies' },
    {
      paragraph:
        'We use no cookies for tracking or advertising, and no third-party analytics. Maps and videos from Google and YouTube load only when you press their button; from then on those services may set their own cookies under their policies. Our staff area keeps a sign-in token in the browser, and a cookie (veedu_staff) so that staff visits are not counted; both for staff only. If you pick a language with the switch in the header, one cookie (veedu_lang, kept for a year) remembers it, so the site opens in that language; it holds only the language.',
    },
    { heading: 'Who we share it with' },
    {
      paragraph:
        'With the owner of a listing you enquired about, with service providers who host our site and deliver our e-mail under confidentiality obligations, and with authorities when the law requires it. Nothing else.',
    },
    { heading: 'How long we keep it' },
    {
      paragraph:
        'An enquiry is kept while we are dealing with it. Two years after it is closed, it is erased with everything we hold about it: our notes, the copies of e-mails about it and the personal details in our record of changes. When you ask us to erase your data, or an enquiry is deleted, this happens at once. Security logs and spam counters are kept for a short time only, normally no longer than 30 days.',
    },
    { heading: 'Security' },
    {
      paragraph:
        'Data is sent over encrypted connections, access is limited to staff who need it, and staff passwords are stored only as strong one-way hashes.',
    },
    { heading: 'Your rights' },
    {
      paragraph:
        'You may ask to see the personal data we hold about you, to correct or complete it, to have it erased, and to withdraw any consent you gave. You may also nominate someone to exercise these rights for you, and complain to the Data Protection Board of India. We answer requests within 30 days.',
    },
    { heading: 'Contact' },
    {
      paragraph: `For any privacy question or request, e-mail our grievance officer at {email}. ${CONTACT_LINKS}`,
    },
  ],
  terms: [
    {
      paragraph:
        'These terms apply to everyone who uses the {site} website and our services. By using the site or engaging us, you agree to them.',
    },
    { heading: 'Our service' },
    {
      paragraph:
        'We publish listings of homes, apartments, villas, commercial spaces and land in Kerala, from our own managed portfolio ("Management Property") and from owners who list directly ("Direct Owner"), and we offer marketing, management, documentation, loan and survey services.',
    },
    { heading: 'Listings and their accuracy' },
    {
      paragraph:
        'We check listings before publishing them, but prices, areas, availability and other details come from owners and can change. Pictures may be illustrative. Please inspect the property and verify its title, approvals and measurements, with a lawyer and surveyor of your choice if you wish, before paying any advance or signing an agreement. Listings are not an offer that binds the owner.',
    },
    { heading: 'No brokerage or commission' },
    {
      paragraph:
        'We do not act as a broker and we never charge a commission or a percentage of the sale price, rent or lease amount, to either side. Nobody is authorised to ask you for brokerage in our name; please tell us at once if anyone does.',
    },
    { heading: 'Service fee' },
    { paragraph: 'A minimal service fee is charged instead of commission, on these terms:' },
    {
      list: [
        'The fee is agreed in writing before we start any paid service.',
        'It is **paid in advance**, in full, before the service begins.',
        '**No installments**: the fee cannot be split or deferred.',
        'It is **non-refundable** once paid, including when a deal does not go ahead.',
        'Applicable taxes such as GST are added as the law requires.',
      ],
    },
    { heading: 'Your responsibilities' },
    {
      paragraph:
        'Give true information in enquiries and listings, list only property you own or are authorised to offer, and use the site lawfully: no scraping, spam or attempts to break its security.',
    },
    { heading: 'Liability' },
    {
      paragraph:
        'Agreements for sale, rent or lease are made between buyers, tenants and owners. To the extent the law allows, we are not liable for losses arising from those agreements or from relying on listing details you did not verify; our liability for our own services is limited to the service fee you paid us.',
    },
    { heading: 'Governing law' },
    {
      paragraph:
        'These terms are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of the courts in Kerala, at Ernakulam.',
    },
    { heading: 'Changes and contact' },
    {
      paragraph: `We may update these terms; the date at the top of this page shows the current version. Questions: {email}. ${CONTACT_LINKS}`,
    },
  ],
};
