import { useAsyncError, useRevalidator } from 'react-router';

import { ApiError } from '../../../lib/admin/api';

/** A performance panel whose figures did not load: why, and Try again (inside its <Await>). */
export function PanelFailure({ title }: { title: string }) {
  const error = useAsyncError();
  const revalidator = useRevalidator();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50/60 px-4 py-3 text-sm">
      <p className="font-semibold text-red-900">{title}</p>
      {error instanceof ApiError && error.message !== title && (
        <p className="mt-0.5 text-red-800">{error.message}</p>
      )}
      <button
        type="button"
        onClick={() => void revalidator.revalidate()}
        disabled={revalidator.state === 'loading'}
        className="mt-2 min-h-11 font-semibold text-red-900 underline underline-offset-2 disabled:opacity-60"
      >
        Try again
      </button>
    </div>
  );
}
