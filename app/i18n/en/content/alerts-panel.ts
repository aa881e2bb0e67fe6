import type { AlertFrequency } from '../../../../contract/alerts';

/**
 * "Get alerts" on the listing page (issue 36): the panel that saves the page's search with an
 * e-mail address, and what it says once sent (the same for every address: nothing tells whether
 * it had alerts already). Handed to the page by its loader, so these texts stay out of the page's
 * script (the listing page sits at its JavaScript budget; docs/decisions/014). The Malayalam file
 * `satisfies` this type.
 */
export interface AlertsPanelTexts {
  open: string;
  heading: string;
  lead: string;
  thisSearch: string;
  /** A search with no filter. */
  everything: string;
  email: string;
  frequency: string;
  frequencies: Readonly<Record<AlertFrequency, string>>;
  optIn: string;
  privacy: string;
  submit: string;
  submitting: string;
  close: string;
  sentTitle: string;
  sent: string;
  done: string;
  errors: {
    email: string;
    emailRequired: string;
    frequency: string;
    query: string;
    tooMany: string;
    failed: string;
  };
}

export const alertsPanelContent: AlertsPanelTexts = {
  open: 'Get alerts',
  heading: 'Get new homes by e-mail',
  lead: 'When a new listing matches this search, we will let you know.',
  thisSearch: 'This search',
  everything: 'Every new listing',
  email: 'E-mail address',
  frequency: 'How often',
  frequencies: {
    instant: 'As soon as they’re listed',
    daily: 'Daily digest (7 am)',
    weekly: 'Weekly (Saturday)',
  },
  optIn: 'We’ll send one e-mail to confirm. Nothing else until you do. Leave any time.',
  privacy: 'Privacy policy',
  submit: 'Save this search',
  submitting: 'Saving…',
  close: 'Close',
  sentTitle: 'Check your inbox',
  sent: 'Follow the link in our e-mail to start the alert. If it has not arrived in a few minutes, look in your spam folder.',
  done: 'Done',
  errors: {
    email: 'Enter a valid e-mail address.',
    emailRequired: 'Enter your e-mail address.',
    frequency: 'Choose how often we should write.',
    query: 'The search could not be read. Open the listings page and try again.',
    tooMany: 'Too many tries in a short time. Please wait a few minutes and try again.',
    failed: 'The alert could not be saved just now. Please try again.',
  },
};
