/**
 * What a listing's page says when it is opened through a preview link (issue 15, item 8;
 * contract/listing-preview.ts), written by its loader so these texts stay out of the page's script
 * (docs/decisions/014). The Malayalam file `satisfies` this type. Dates arrive written in the
 * language (contract/calendar-date.ts).
 */
export interface PreviewContent {
  label: string;
  /** A draft: the public cannot see it yet. */
  draft: (until: string) => string;
  /** A listing the public can see (or could, once reconfirmed). */
  listed: (until: string) => string;
}

export const previewContent: PreviewContent = {
  label: 'Preview',
  draft: (until) =>
    `This draft is not public yet: only people with this link can see it, until ${until}. Visitors will find it, and its contact buttons will work, once it is published.`,
  listed: (until) => `This is the page as visitors see it. This preview link works until ${until}.`,
};
