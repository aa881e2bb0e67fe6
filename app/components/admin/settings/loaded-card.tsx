import { type ReactNode, Suspense, useId } from 'react';
import { Await } from 'react-router';

import { Spinner } from '../spinner';
import { cardStyles } from '../ui';
import { SettingsLoadError } from './load-error';

/**
 * A Settings card of one stored row (site facts, exchange rates): its heading and intro, a spinner
 * while the route's clientLoader reads the row, the load error with its retry, then the row as
 * `children` draws it.
 */
export function LoadedSettingsCard<T>({
  title,
  intro,
  loading,
  loadingLabel,
  failedMessage,
  children,
}: {
  title: string;
  intro: ReactNode;
  /** The row as the route's clientLoader hands it to <Await>. */
  loading: Promise<T>;
  loadingLabel: string;
  failedMessage: string;
  children: (value: T) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${cardStyles} p-5 sm:p-6`}>
      <h2 id={headingId} className="font-display text-xl font-semibold text-ink-950">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{intro}</p>
      <Suspense
        fallback={
          <div className="flex min-h-32 items-center justify-center">
            <Spinner label={loadingLabel} />
          </div>
        }
      >
        <Await resolve={loading} errorElement={<SettingsLoadError message={failedMessage} />}>
          {(value: T) => children(value)}
        </Await>
      </Suspense>
    </section>
  );
}
