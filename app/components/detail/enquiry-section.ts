/**
 * The enquiry form's id in a listing's page: its "Send an enquiry" links (the contact card's, the
 * phone's contact bar's) lead there without scripts. Apart from the form, whose code loads after
 * the page's (contact-card.tsx).
 */
export const ENQUIRY_SECTION_ID = 'enquire';
