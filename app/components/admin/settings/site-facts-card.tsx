import { type FormEvent, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';

import { type FieldErrors, toFieldErrors } from '../../../../contract/errors';
import {
  currentKeralaYear,
  MIN_FOUNDED_YEAR,
  type SiteFacts,
  siteFactsInput,
  siteFactsMessages,
} from '../../../../contract/site-facts';
import { jsonSubmit } from '../../../lib/admin/submit';
import { useActionResult } from '../../../lib/admin/use-action-result';
import { buttonStyles, inputStyles, labelStyles } from '../ui';
import type { SettingsResult } from './settings-intents';
import { LoadedSettingsCard } from './loaded-card';

type Field = keyof SiteFacts;
const FIELDS: readonly Field[] = ['founded_year', 'clients_served'];

/** A typed figure as the schema takes it: nothing typed is missing, anything else a number. */
function toFigure(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/**
 * Site facts (issue 33, item 8): the year founded and the clients served, which the home and about
 * pages state in both languages. Owners change them (the API refuses agents), agents read them.
 */
export function SiteFactsCard({
  facts: loading,
  canEdit,
}: {
  /** The facts as the route's clientLoader hands them to <Await>. */
  facts: Promise<SiteFacts>;
  canEdit: boolean;
}) {
  return (
    <LoadedSettingsCard
      title="Site facts"
      intro={
        <>
          The figures the home and about pages state, in English and Malayalam. Properties listed is
          counted from the listings on show.
        </>
      }
      loading={loading}
      loadingLabel="Loading the site facts…"
      failedMessage={siteFactsMessages.fetchFailed}
    >
      {(facts) =>
        canEdit ? (
          // Keyed by the stored figures: a save (or another owner's) starts the form afresh.
          <FactsForm key={`${facts.founded_year}-${facts.clients_served}`} facts={facts} />
        ) : (
          <FactsReadOnly facts={facts} />
        )
      }
    </LoadedSettingsCard>
  );
}

/** What an agent sees: the figures, and who may change them. */
function FactsReadOnly({ facts }: { facts: SiteFacts }) {
  return (
    <>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-medium text-ink-800">Year founded</dt>
          <dd className="mt-1 text-lg font-semibold text-ink-950">{facts.founded_year}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-ink-800">Clients served</dt>
          <dd className="mt-1 text-lg font-semibold text-ink-950">
            {facts.clients_served.toLocaleString('en-IN')}
          </dd>
        </div>
      </dl>
      <p className="mt-4 rounded-xl bg-ink-50 p-3 text-sm text-ink-700">
        {siteFactsMessages.ownersOnly}
      </p>
    </>
  );
}

function FactsForm({ facts }: { facts: SiteFacts }) {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    founded_year: String(facts.founded_year),
    clients_served: String(facts.clients_served),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const saving = useFetcher<SettingsResult>();
  const isSaving = saving.state !== 'idle';
  const yearRef = useRef<HTMLInputElement>(null);
  const clientsRef = useRef<HTMLInputElement>(null);

  function focusFirst(found: FieldErrors) {
    const first = FIELDS.find((field) => found[field]);
    if (first === 'founded_year') yearRef.current?.focus();
    else if (first === 'clients_served') clientsRef.current?.focus();
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
    const checked = siteFactsInput.safeParse({
      founded_year: toFigure(values.founded_year),
      clients_served: toFigure(values.clients_served),
    });
    if (!checked.success) {
      const found = toFieldErrors(checked.error);
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    void saving.submit({ ...checked.data }, jsonSubmit('put'));
  }

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const errorOf = (field: Field) =>
    errors[field]?.[0] ? (
      <p id={`${id}-${field}-error`} className="mt-1.5 text-sm font-medium text-red-700">
        {errors[field][0]}
      </p>
    ) : null;
  const describedBy = (field: Field, hint: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ');

  return (
    <form noValidate onSubmit={save} className="mt-5 flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-founded_year`} className={labelStyles}>
            Year founded
          </label>
          <input
            ref={yearRef}
            id={`${id}-founded_year`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={values.founded_year}
            onChange={(event) => set('founded_year', event.target.value)}
            aria-invalid={Boolean(errors.founded_year) || undefined}
            aria-describedby={describedBy('founded_year', `${id}-founded_year-hint`)}
            className={inputStyles}
          />
          <p id={`${id}-founded_year-hint`} className="mt-1.5 text-sm text-ink-600">
            {MIN_FOUNDED_YEAR} to {currentKeralaYear()}. Shown as “Serving Kerala since”.
          </p>
          {errorOf('founded_year')}
        </div>
        <div>
          <label htmlFor={`${id}-clients_served`} className={labelStyles}>
            Clients served
          </label>
          <input
            ref={clientsRef}
            id={`${id}-clients_served`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            value={values.clients_served}
            onChange={(event) => set('clients_served', event.target.value)}
            aria-invalid={Boolean(errors.clients_served) || undefined}
            aria-describedby={describedBy('clients_served', `${id}-clients_served-hint`)}
            className={inputStyles}
          />
          <p id={`${id}-clients_served-hint`} className="mt-1.5 text-sm text-ink-600">
            A whole number. Every page states this one figure.
          </p>
          {errorOf('clients_served')}
        </div>
      </div>
      <button
        type="submit"
        className={`${buttonStyles.primary} self-start`}
        aria-disabled={isSaving}
      >
        {isSaving ? 'Saving…' : 'Save site facts'}
      </button>
    </form>
  );
}
