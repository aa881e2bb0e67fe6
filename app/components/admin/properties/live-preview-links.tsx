import { useEffect, useId, useRef } from 'react';
import { useFetcher } from 'react-router';

import type { LivePreviewLink } from '../../../../contract/property-write';
import { useAdminUser } from '../../../lib/admin/current-user';
import { jsonSubmit } from '../../../lib/admin/submit';
import { useActionResult, useConfirmTarget } from '../../../lib/admin/use-action-result';
import type {
  ListingPreviewLinks,
  PreviewLinkRevoke,
  PreviewLinkRevokeResult,
} from '../../../routes/admin/preview-links';
import { ConfirmDialog } from '../confirm-dialog';
import { Spinner } from '../spinner';
import { formatDateTime } from '../team/team-texts';
import { buttonStyles } from '../ui';

const ROUTE = '/admin/preview-links';

export const livePreviewTexts = {
  heading: 'Live preview links',
  loading: 'Loading the links…',
  retry: 'Try again',
  empty:
    'No live links. Each link made for this listing shows here, with who made it, until it ends or is revoked.',
  you: 'You',
  made: 'Made',
  ends: 'ends',
  revoke: 'Revoke',
  revokeLabel: (who: string, when: string) => `Revoke the link made by ${who} on ${when}`,
  confirmTitle: 'Revoke this preview link?',
  confirmMessage: (who: string, when: string) =>
    `Whoever has the link ${who} made on ${when} will find the page gone at once. Other links keep working.`,
  revoking: 'Revoking…',
} as const;

/** Who made a link, as the owner reads it: 'You', else their name, else their e-mail. */
function makerOf(link: LivePreviewLink, userId: number | undefined): string {
  if (link.created_by.id === userId) return livePreviewTexts.you;
  return link.created_by.name || link.created_by.email;
}

/** The maker inside a sentence: 'made by you'. */
function inSentence(who: string): string {
  return who === livePreviewTexts.you ? 'you' : who;
}

/**
 * The listing's preview links that still work (issue 32, item 3), for owners: who made each, when,
 * and when it ends, each with Revoke behind a confirmation. A revoked link's page answers 404 at
 * once. `madeCount` changes when a link is made beside it: the list loads again.
 */
export function LivePreviewLinks({
  propertyId,
  madeCount,
  onRevoked,
}: {
  propertyId: number;
  madeCount: number;
  onRevoked: (linkId: number) => void;
}) {
  const user = useAdminUser();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const loading = useFetcher<ListingPreviewLinks>();
  const revoking = useFetcher<PreviewLinkRevokeResult>();
  const [toRevoke, setToRevoke] = useConfirmTarget<LivePreviewLink, PreviewLinkRevokeResult>(
    revoking,
  );
  const url = `${ROUTE}?property=${propertyId}`;
  const { load } = loading;

  useEffect(() => {
    void load(url);
  }, [load, url, madeCount]);

  useActionResult(revoking, {
    onAnswer: (result) => {
      if (result.isDone) onRevoked(result.linkId);
      // Revoked, or gone meanwhile (the toast said so): the list shows what is live now.
      void load(url);
    },
    // The row and its button are gone: keyboard users continue from the list's heading.
    onSettled: ({ isDone }) => {
      if (isDone) heading.current?.focus();
    },
  });

  const links = loading.data?.links ?? [];
  const isFirstLoad = loading.data === undefined;
  const toRevokeWho = toRevoke ? inSentence(makerOf(toRevoke, user?.id)) : '';
  const toRevokeWhen = toRevoke ? formatDateTime(toRevoke.created_at) : '';
  return (
    <div className="mt-5 border-t border-amber-200 pt-4">
      <div className="flex min-h-6 items-center justify-between gap-3">
        <h3
          ref={heading}
          id={headingId}
          tabIndex={-1}
          className="text-sm font-semibold text-ink-900 focus:outline-none"
        >
          {livePreviewTexts.heading}
          {!isFirstLoad && !loading.data?.error && (
            <span className="ml-1 font-normal text-ink-500"> {links.length}</span>
          )}
        </h3>
        {loading.state === 'loading' && !isFirstLoad && (
          <Spinner label={livePreviewTexts.loading} className="size-4" />
        )}
      </div>
      {loading.data?.error ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm font-medium text-red-800">
            {loading.data.error}
          </p>
          <button type="button" onClick={() => void load(url)} className={buttonStyles.secondary}>
            {livePreviewTexts.retry}
          </button>
        </div>
      ) : isFirstLoad ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-ink-500">
          <Spinner label={livePreviewTexts.loading} className="size-4" />
          <span aria-hidden="true">{livePreviewTexts.loading}</span>
        </p>
      ) : links.length === 0 ? (
        <p className="mt-1 text-sm text-ink-600">{livePreviewTexts.empty}</p>
      ) : (
        <ul
          aria-labelledby={headingId}
          className="mt-2 divide-y divide-amber-200/70 rounded-xl border border-amber-200 bg-white/70"
        >
          {links.map((link) => {
            const who = makerOf(link, user?.id);
            const made = formatDateTime(link.created_at);
            return (
              <li
                key={link.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2.5 sm:px-4"
              >
                <div className="min-w-0 flex-1 basis-52">
                  <p className="text-sm font-semibold break-words text-ink-900">
                    {who}
                    {who !== livePreviewTexts.you && link.created_by.name && (
                      <span className="font-normal break-all text-ink-500">
                        {' '}
                        · {link.created_by.email}
                      </span>
                    )}
                  </p>
                  <p className="text-xs text-ink-600">
                    {/* Each date whole on its line: a phone breaks between them, not in one. */}
                    <span className="whitespace-nowrap">
                      {livePreviewTexts.made} <time dateTime={link.created_at}>{made}</time>,
                    </span>{' '}
                    <span className="whitespace-nowrap">
                      {livePreviewTexts.ends}{' '}
                      <time dateTime={link.expires_at}>{formatDateTime(link.expires_at)}</time>
                    </span>
                  </p>
                </div>
                <button
                  type="button"
                  className={`${buttonStyles.ghost} text-red-700 hover:bg-red-50`}
                  aria-label={livePreviewTexts.revokeLabel(inSentence(who), made)}
                  onClick={() => setToRevoke(link)}
                >
                  {livePreviewTexts.revoke}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        isOpen={toRevoke !== null}
        title={livePreviewTexts.confirmTitle}
        message={livePreviewTexts.confirmMessage(toRevokeWho, toRevokeWhen)}
        confirmLabel={livePreviewTexts.revoke}
        busyLabel={livePreviewTexts.revoking}
        isBusy={revoking.state !== 'idle'}
        onConfirm={() => {
          if (!toRevoke) return;
          const change: PreviewLinkRevoke = { id: propertyId, linkId: toRevoke.id };
          void revoking.submit(change, {
            ...jsonSubmit('delete'),
            action: ROUTE,
            defaultShouldRevalidate: false,
          });
        }}
        onCancel={() => setToRevoke(null)}
      />
    </div>
  );
}
