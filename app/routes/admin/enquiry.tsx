import { Suspense, useEffect, useState } from 'react';
import { Await, useFetcher, useLocation, useNavigate } from 'react-router';

import {
  type Assignee,
  type EnquiryDetail,
  enquiryNoteInput,
  type EnquiryUpdate,
  enquiryUpdate,
} from '../../../contract/enquiries';
import { EnquiryDrawer } from '../../components/admin/enquiries/enquiry-drawer';
import { enquiryMessages } from '../../components/admin/enquiries/enquiry-format';
import {
  EnquiryControls,
  EnquiryNotes,
  EnquirySummary,
} from '../../components/admin/enquiries/enquiry-work';
import { LoadingPanel } from '../../components/admin/spinner';
import { actionToast } from '../../components/admin/toasts';
import { buttonStyles } from '../../components/admin/ui';
import { ApiError } from '../../lib/api';
import {
  adminRequest,
  adminSubmit,
  deferred,
  requireSession,
  throwIfSignedOut,
} from '../../lib/admin/api';
import { adminMeta } from '../../lib/admin/meta';
import { jsonSubmit, readJson } from '../../lib/admin/submit';
import { useActionResult } from '../../lib/admin/use-action-result';
import { useRetry } from '../../lib/admin/use-retry';
import type { Route } from './+types/enquiry';

/**
 * One enquiry in a drawer over the list (`/admin/enquiries/{id}`, the link in the assignee's
 * e-mail): the visitor, the status, the assignee, the follow-up date and the notes.
 */

export function meta() {
  return adminMeta('Enquiry');
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  requireSession();
  const enquiry = adminRequest<EnquiryDetail>(`/properties/contacts/${params.id}/`, {
    fallbackMessage: enquiryMessages.detailFailed,
  });
  const assignees = adminRequest<Assignee[]>('/properties/contacts/assignees/', {
    fallbackMessage: enquiryMessages.assigneesFailed,
  }).catch(() => null);
  return { id: params.id, enquiry: deferred(enquiry), assignees };
}

interface WorkResult {
  intent: 'update' | 'note';
  ok: boolean;
  /** The note's failure, shown under its box (the update's goes to a toast). */
  error: string | null;
}

/** The drawer's saves: PATCH changes the enquiry, POST adds a note. */
export async function clientAction({
  request,
  params,
}: Route.ClientActionArgs): Promise<WorkResult> {
  const path = `/properties/contacts/${params.id}/`;
  if (request.method === 'PATCH') {
    const change = await readJson(request, enquiryUpdate);
    try {
      await adminSubmit(path, {
        method: 'PATCH',
        body: change,
        fallbackMessage: enquiryMessages.updateFailed,
      });
      actionToast.success(enquiryMessages.updated);
      return { intent: 'update', ok: true, error: null };
    } catch (error) {
      actionToast.error(error instanceof ApiError ? error.message : enquiryMessages.updateFailed);
      throwIfSignedOut(error);
      return { intent: 'update', ok: false, error: null };
    }
  }
  const { text } = await readJson(request, enquiryNoteInput);
  try {
    await adminSubmit(`${path}notes/`, {
      method: 'POST',
      body: { text },
      fallbackMessage: enquiryMessages.noteFailed,
    });
    actionToast.success(enquiryMessages.noteAdded);
    return { intent: 'note', ok: true, error: null };
  } catch (error) {
    throwIfSignedOut(error);
    return {
      intent: 'note',
      ok: false,
      error: error instanceof ApiError ? error.message : enquiryMessages.noteFailed,
    };
  }
}

function LoadFailure() {
  const { isRetrying, retry } = useRetry();
  if (isRetrying) return <LoadingPanel label="Loading the enquiry…" />;
  return (
    <div role="alert" className="flex flex-col items-center gap-4 px-2 py-16 text-center">
      <p className="text-base font-semibold text-ink-900">{enquiryMessages.detailFailed}</p>
      <button type="button" className={buttonStyles.primary} onClick={retry}>
        Try again
      </button>
    </div>
  );
}

function EnquiryWork({
  enquiry,
  assignees,
}: {
  enquiry: EnquiryDetail;
  assignees: Promise<Assignee[] | null>;
}) {
  const saving = useFetcher<WorkResult>({ key: `enquiry-${enquiry.id}-update` });
  const noting = useFetcher<WorkResult>({ key: `enquiry-${enquiry.id}-note` });
  const [team, setTeam] = useState<Assignee[] | null>(null);
  const [noteError, setNoteError] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void assignees.then((members) => isCurrent && setTeam(members));
    return () => {
      isCurrent = false;
    };
  }, [assignees]);
  useActionResult(noting, { onAnswer: (result) => setNoteError(result.error) });

  const pending =
    saving.state !== 'idle' && saving.json ? (saving.json as unknown as EnquiryUpdate) : null;
  return (
    <div className="flex flex-col gap-4">
      <EnquirySummary enquiry={enquiry} />
      <EnquiryControls
        enquiry={enquiry}
        assignees={team}
        pending={pending}
        onSave={(change) => void saving.submit(change, jsonSubmit('patch'))}
      />
      <EnquiryNotes
        enquiry={enquiry}
        isAdding={noting.state !== 'idle'}
        error={noteError}
        onAdd={(text) => {
          setNoteError(null);
          void noting.submit({ text }, jsonSubmit('post'));
        }}
      />
    </div>
  );
}

export default function AdminEnquiry({ loaderData }: Route.ComponentProps) {
  const { id, enquiry, assignees } = loaderData;
  const navigate = useNavigate();
  const { search } = useLocation();
  const close = () => void navigate(`/admin/enquiries${search}`, { preventScrollReset: true });
  return (
    <EnquiryDrawer
      title={
        <Suspense fallback="Enquiry">
          <Await resolve={enquiry} errorElement="Enquiry">
            {(loaded) => loaded.name}
          </Await>
        </Suspense>
      }
      onClose={close}
    >
      <Suspense key={id} fallback={<LoadingPanel label="Loading the enquiry…" />}>
        <Await resolve={enquiry} errorElement={<LoadFailure />}>
          {(loaded) => <EnquiryWork enquiry={loaded} assignees={assignees} />}
        </Await>
      </Suspense>
    </EnquiryDrawer>
  );
}
