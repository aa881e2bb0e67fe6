import { useId, useState } from 'react';

import type { PreviewLinkAnswer } from '../../../../contract/property-write';
import { adminSubmit, ApiError, handleUnauthorized } from '../../../lib/admin/api';
import { isOwner, useAdminUser } from '../../../lib/admin/current-user';
import { SpinnerRing } from '../spinner';
import { formatDateTime } from '../team/team-texts';
import { buttonStyles, errorBoxStyles, inputStyles } from '../ui';
import { LivePreviewLinks } from './live-preview-links';

export const previewLinkTexts = {
  make: 'Preview link',
  makeAnother: 'New preview link',
  making: 'Making the link…',
  explain: (isDraft: boolean) =>
    isDraft
      ? 'This draft is not on the site yet. A preview link shows its page as visitors will see it, to anyone you send it to.'
      : 'A preview link shows the page as visitors see it, even while the listing is off the site.',
  ready: (until: string) => `Works for anyone with the link until ${until}.`,
  open: 'Open preview',
  openMalayalam: 'Malayalam',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Select the link and copy it.',
  failed: 'Could not make a preview link. Please try again.',
  linkLabel: 'Preview link',
};

/**
 * Preview a listing as the public would see it (issue 15, item 8): makes a 7-day link to its
 * public page (contract/listing-preview.ts) to open here or send to the seller. A new tab cannot
 * be opened after the request without a pop-up blocker stepping in, so the link is shown to open.
 * Owners also see the listing's live links and revoke them (issue 32, item 3).
 */
export function PreviewLink({ id, isDraft }: { id: number; isDraft: boolean }) {
  const user = useAdminUser();
  const [link, setLink] = useState<PreviewLinkAnswer | null>(null);
  const [madeCount, setMadeCount] = useState(0);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const inputId = useId();

  async function make() {
    setIsBusy(true);
    setError(null);
    setCopyState('idle');
    try {
      setLink(
        await adminSubmit<PreviewLinkAnswer>(`/properties/properties/${id}/preview/`, {
          method: 'POST',
          fallbackMessage: previewLinkTexts.failed,
        }),
      );
      setMadeCount((count) => count + 1);
    } catch (caught) {
      handleUnauthorized(caught);
      setError(
        caught instanceof ApiError && caught.message ? caught.message : previewLinkTexts.failed,
      );
    } finally {
      setIsBusy(false);
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  return (
    <section
      aria-label="Preview"
      className="mb-6 rounded-2xl border border-amber-200 bg-amber-50/60 px-4 py-4 sm:px-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-ink-700">{previewLinkTexts.explain(isDraft)}</p>
        <button
          type="button"
          onClick={() => void make()}
          disabled={isBusy}
          aria-busy={isBusy}
          className={buttonStyles.secondary}
        >
          {isBusy && <SpinnerRing className="size-4" />}
          {isBusy
            ? previewLinkTexts.making
            : link
              ? previewLinkTexts.makeAnother
              : previewLinkTexts.make}
        </button>
      </div>
      {error && (
        <p role="alert" className={`mt-3 ${errorBoxStyles}`}>
          {error}
        </p>
      )}
      {link && (
        <div className="mt-4 grid gap-3" role="status">
          <label htmlFor={inputId} className="sr-only">
            {previewLinkTexts.linkLabel}
          </label>
          <input
            id={inputId}
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
            className={`${inputStyles} font-mono text-xs`}
          />
          <div className="flex flex-wrap items-center gap-2">
            <a href={link.url} target="_blank" rel="noreferrer" className={buttonStyles.primary}>
              {previewLinkTexts.open}
            </a>
            <a href={link.url_ml} target="_blank" rel="noreferrer" className={buttonStyles.ghost}>
              {previewLinkTexts.openMalayalam}
            </a>
            <button
              type="button"
              onClick={() => void copy(link.url)}
              className={buttonStyles.ghost}
            >
              {copyState === 'copied' ? previewLinkTexts.copied : previewLinkTexts.copy}
            </button>
            <p className="text-sm text-ink-600">
              {copyState === 'failed'
                ? previewLinkTexts.copyFailed
                : previewLinkTexts.ready(formatDateTime(link.expires_at))}
            </p>
          </div>
        </div>
      )}
      {isOwner(user) && (
        <LivePreviewLinks
          propertyId={id}
          madeCount={madeCount}
          // The link shown above was revoked: it opens nothing any more, so it goes.
          onRevoked={(linkId) => setLink((shown) => (shown?.id === linkId ? null : shown))}
        />
      )}
    </section>
  );
}
