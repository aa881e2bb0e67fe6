import type { ErasureReport } from '../../../contract/privacy';
import { isNothingHeld, privacyMessages } from '../../../contract/privacy';
import { PageHeader } from '../../components/admin/page-header';
import { ErasePerson } from '../../components/admin/privacy/erase-person';
import { eraseIntent, type EraseResult } from '../../components/admin/privacy/privacy-intents';
import { privacyTexts } from '../../components/admin/privacy/privacy-texts';
import { actionToast } from '../../components/admin/toasts';
import { cardStyles } from '../../components/admin/ui';
import { adminSubmit, ApiError, requireSession, throwIfSignedOut } from '../../lib/admin/api';
import { isOwner, useAdminUser } from '../../lib/admin/current-user';
import { adminMeta } from '../../lib/admin/meta';
import { readJson } from '../../lib/admin/submit';
import type { Route } from './+types/privacy';

export function meta() {
  return adminMeta(privacyTexts.title);
}

export function clientLoader() {
  requireSession();
  return null;
}

/**
 * A look at what is held about a person (a dry run), or its erasure (POST /api/privacy/erase/).
 * A field error shows under the field; anything else (403, offline) as the screen's error and a
 * toast.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<EraseResult> {
  const { by, value, dry_run: isDryRun } = await readJson(request, eraseIntent);
  const fallback = isDryRun ? privacyTexts.lookFailed : privacyTexts.eraseFailed;
  try {
    const report = await adminSubmit<ErasureReport>('/privacy/erase/', {
      method: 'POST',
      body: { [by]: value, dry_run: isDryRun },
      fallbackMessage: fallback,
    });
    if (!isDryRun && !isNothingHeld(report.counts)) {
      actionToast.success(privacyMessages.erased(report.counts.enquiries));
    }
    return { isDone: true, isDryRun, report };
  } catch (error) {
    throwIfSignedOut(error);
    const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
    if (Object.keys(fieldErrors).length > 0) return { isDone: false, isDryRun, fieldErrors };
    const message = error instanceof Error && error.message ? error.message : fallback;
    actionToast.error(message);
    return { isDone: false, isDryRun, message };
  }
}

/** Erasing a person's data on request (owners only; docs/decisions/021). */
export default function AdminPrivacy() {
  const user = useAdminUser();
  return (
    <>
      <PageHeader title={privacyTexts.title} description={privacyTexts.description} />
      {isOwner(user) ? (
        <ErasePerson />
      ) : (
        <div className={`${cardStyles} flex flex-col items-center gap-3 px-6 py-16 text-center`}>
          <p className="font-display text-xl font-semibold text-ink-950">
            {privacyTexts.ownersOnlyTitle}
          </p>
          <p className="max-w-md text-sm text-ink-600">{privacyTexts.ownersOnlyBody}</p>
        </div>
      )}
    </>
  );
}
