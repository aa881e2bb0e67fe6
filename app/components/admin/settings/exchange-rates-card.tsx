import { type FormEvent, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';

import { CURRENCIES, type CurrencyCode } from '../../../../contract/currency';
import { type FieldErrors, toFieldErrors } from '../../../../contract/errors';
import {
  CURRENCY_UNITS,
  type ExchangeRates,
  exchangeRateMessages,
  exchangeRatesInput,
  isStale,
  STALE_AFTER_DAYS,
} from '../../../../contract/exchange-rates';
import { formatCalendarDate } from '../../../../contract/calendar-date';
import { jsonSubmit } from '../../../lib/admin/submit';
import { useActionResult } from '../../../lib/admin/use-action-result';
import { buttonStyles, inputStyles } from '../ui';
import type { SettingsResult } from './settings-intents';
import { LoadedSettingsCard } from './loaded-card';

/** The warning beside a rate dated more than a week ago: the pages say so too. */
function StaleWarning({ date }: { date: string }) {
  if (!isStale(date)) return null;
  return (
    <span className="inline-flex items-center rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">
      Stale: over {STALE_AFTER_DAYS} days old
    </span>
  );
}

/**
 * Exchange rates (issue 34, item 5): rupees per unit of each currency the public pages show
 * prices in, each with its date; a rate over 7 days old is flagged here (and its note on the pages
 * says so). Owners change them (the API refuses agents), agents read them. With
 * EXCHANGE_RATES_URL set, the server also refreshes them on its own.
 */
export function ExchangeRatesCard({
  rates: loading,
  canEdit,
}: {
  /** The rates as the route's clientLoader hands them to <Await>. */
  rates: Promise<ExchangeRates>;
  canEdit: boolean;
}) {
  return (
    <LoadedSettingsCard
      title="Exchange rates"
      intro={
        <>
          Rupees for one unit of each currency. Visitors who choose one see every price also in it
          (“₹85 Lakh · ≈ AED 352,000”), with the rate’s date. Flagged as stale after{' '}
          {STALE_AFTER_DAYS} days.
        </>
      }
      loading={loading}
      loadingLabel="Loading the exchange rates…"
      failedMessage={exchangeRateMessages.fetchFailed}
    >
      {(rates) =>
        canEdit ? (
          // Keyed by the stored rates: a save (or a refresh) starts the form afresh.
          <RatesForm key={JSON.stringify(rates)} rates={rates} />
        ) : (
          <RatesReadOnly rates={rates} />
        )
      }
    </LoadedSettingsCard>
  );
}

/** What an agent sees: the rates, their dates, and who may change them. */
function RatesReadOnly({ rates }: { rates: ExchangeRates }) {
  return (
    <>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CURRENCIES.map((code) => (
          <div key={code}>
            <dt className="text-sm font-medium text-ink-800">
              {code} · {CURRENCY_UNITS[code]}
            </dt>
            <dd className="mt-1 text-lg font-semibold text-ink-950">
              ₹{rates[code].inr_per_unit.toLocaleString('en-IN', { maximumFractionDigits: 4 })}
            </dd>
            <dd className="flex flex-wrap items-center gap-2 text-sm text-ink-600">
              {formatCalendarDate(rates[code].date)} <StaleWarning date={rates[code].date} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 rounded-xl bg-ink-50 p-3 text-sm text-ink-700">
        {exchangeRateMessages.ownersOnly}
      </p>
    </>
  );
}

type Typed = Record<CurrencyCode, { rate: string; date: string }>;

function RatesForm({ rates }: { rates: ExchangeRates }) {
  const id = useId();
  const [values, setValues] = useState<Typed>(
    () =>
      Object.fromEntries(
        CURRENCIES.map((code) => [
          code,
          { rate: String(rates[code].inr_per_unit), date: rates[code].date },
        ]),
      ) as Typed,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const saving = useFetcher<SettingsResult>();
  const isSaving = saving.state !== 'idle';
  const formRef = useRef<HTMLFormElement>(null);

  function focusFirst(found: FieldErrors) {
    const first = CURRENCIES.find((code) => found[code]);
    if (first)
      formRef.current?.querySelector<HTMLInputElement>(`#${CSS.escape(`${id}-${first}`)}`)?.focus();
  }

  useActionResult(saving, {
    onAnswer: ({ isDone, fieldErrors }) => {
      if (!isDone && fieldErrors) {
        setErrors(fieldErrors);
        focusFirst(fieldErrors);
      }
    },
  });

  function save(event: FormEvent) {
    event.preventDefault();
    if (isSaving) return;
    const checked = exchangeRatesInput.safeParse(
      Object.fromEntries(
        CURRENCIES.map((code) => {
          const typed = values[code];
          const rate = typed.rate.trim();
          return [code, { inr_per_unit: rate === '' ? undefined : Number(rate), date: typed.date }];
        }),
      ),
    );
    if (!checked.success) {
      const found = toFieldErrors(checked.error);
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    void saving.submit({ exchange_rates: checked.data }, jsonSubmit('put'));
  }

  const set = (code: CurrencyCode, part: 'rate' | 'date', value: string) => {
    setValues((current) => ({ ...current, [code]: { ...current[code], [part]: value } }));
    if (errors[code]) setErrors(({ [code]: _gone, ...rest }) => rest);
  };

  return (
    <form ref={formRef} noValidate onSubmit={save} className="mt-5 flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CURRENCIES.map((code) => {
          const error = errors[code]?.[0];
          const errorId = `${id}-${code}-error`;
          return (
            <fieldset key={code} className="rounded-xl border border-ink-100 p-3">
              <legend className="px-1 text-sm font-semibold text-ink-900">
                {code} · {CURRENCY_UNITS[code]}
              </legend>
              <div className="flex flex-wrap items-end gap-2">
                <label className="flex flex-col text-sm text-ink-700">
                  ₹ per {code}
                  <input
                    id={`${id}-${code}`}
                    inputMode="decimal"
                    autoComplete="off"
                    value={values[code].rate}
                    onChange={(event) => set(code, 'rate', event.target.value)}
                    aria-invalid={Boolean(error) || undefined}
                    aria-describedby={error ? errorId : undefined}
                    className={`${inputStyles} w-28`}
                  />
                </label>
                <label className="flex flex-col text-sm text-ink-700">
                  Date of the rate
                  <input
                    type="date"
                    value={values[code].date}
                    onChange={(event) => set(code, 'date', event.target.value)}
                    aria-invalid={Boolean(error) || undefined}
                    aria-describedby={error ? errorId : undefined}
                    className={`${inputStyles} w-40`}
                  />
                </label>
              </div>
              <div className="mt-2 min-h-5">
                <StaleWarning date={values[code].date} />
              </div>
              {error && (
                <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
                  {error}
                </p>
              )}
            </fieldset>
          );
        })}
      </div>
      <button
        type="submit"
        className={`${buttonStyles.primary} self-start`}
        aria-disabled={isSaving}
      >
        {isSaving ? 'Saving…' : 'Save exchange rates'}
      </button>
    </form>
  );
}
