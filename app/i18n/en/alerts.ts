/**
 * The pages of saved searches (issue 36): the confirmation link's page and the manage link's.
 * The listing page's own "Get alerts" panel is in `listing.alerts`.
 */
export const alerts = {
  eyebrow: 'Property alerts',
  /** How often, as the listing page's panel offers it. */
  frequencies: {
    instant: 'As soon as they’re listed',
    daily: 'Daily digest (7 am)',
    weekly: 'Weekly (Saturday)',
  },
  /** A saved search with no filter. */
  everything: 'Every new listing',
  /** The API's word for a link that is wrong, used up, or whose address left (contract/alerts.ts). */
  linkNotFound:
    'This link has expired or was already used. Save the search again from the listings page.',
  notFoundHeading: 'This link no longer works',
  browse: 'Browse properties',
  /** A page that could not read the alerts (the database away). */
  unavailable: 'Your alerts cannot be read just now. Please try again in a few minutes.',
  confirm: {
    title: (siteName: string) => `Confirm your alert | ${siteName}`,
    description: 'Confirm a saved search to get new homes by e-mail.',
    heading: 'Confirm your alert',
    text: 'One tap and we start e-mailing you the new homes that match your saved search.',
    why: 'We ask you to press the button, rather than counting a click on the link, so that nobody else can sign your address up.',
    button: 'Confirm my alert',
    confirming: 'Confirming…',
    ignore:
      'Didn’t ask for this? Just close this page: an alert that is not confirmed is deleted after 7 days.',
    doneHeading: 'Your alert is on',
    /** `frequency` is one of `frequencies`, in its own words. */
    doneText: (frequency: string) => `New homes that match, by e-mail: ${frequency}.`,
    search: 'Your search',
    manage: 'Manage my alerts',
    backToListings: 'Back to the listings',
  },
  manage: {
    title: (siteName: string) => `Your alerts | ${siteName}`,
    description: 'Change, pause or delete the searches you get by e-mail.',
    heading: 'Your alerts',
    lead: (email: string) =>
      `Saved searches for ${email}. Change how often we write, pause or delete them.`,
    /** One alert's heading, for screen readers: 'Alert 2'. */
    alertLabel: (number: number) => `Alert ${number}`,
    statuses: {
      on: 'On',
      waiting: 'Waiting for confirmation',
      paused: 'Paused',
    },
    waitingNote:
      'Open the e-mail we sent to start this alert. It is deleted after 7 days if not confirmed.',
    pausedNote: 'Nothing is sent while it is paused.',
    openSearch: 'Open this search',
    frequency: 'How often',
    save: 'Save',
    pause: 'Pause',
    resume: 'Resume',
    delete: 'Delete',
    savedOn: (date: string) => `Saved ${date}`,
    none: 'You have no alerts left',
    noneText: 'Save a search on the listings page to get its new homes by e-mail.',
    notices: {
      frequency: 'Saved. We will write as you chose.',
      paused: 'The alert is paused.',
      resumed: 'The alert is on again.',
      deleted: 'The alert is deleted.',
    },
    errors: {
      alertGone: 'That alert no longer exists.',
      frequency: 'Choose how often we should write.',
      failed: 'That did not work just now. Please try again.',
    },
    leave: {
      heading: 'Leave altogether',
      text: 'Delete every alert and your e-mail address from our records.',
      button: 'Delete all my alerts and my address',
      askHeading: 'Are you sure?',
      askText: (email: string) =>
        `This deletes every alert of ${email} and the address itself. It cannot be undone, but you can save a search again any time.`,
      confirm: 'Yes, delete everything',
      keep: 'Keep my alerts',
      doneHeading: 'Your address and alerts are deleted',
      doneText: 'We will not e-mail you again. You can save a search again any time.',
    },
  },
};
