import { type FormEvent, type ReactNode, useId, useState, useSyncExternalStore } from 'react';

import { cleanPhoneInput, normalizePhone } from '../../../contract/enquiry-rules';
import {
  formatVisitClock,
  parseVisitTime,
  VISIT_STEP_MINUTES,
  visitInputBounds,
  visitInputDayBounds,
} from '../../../contract/visit-time';
import { useI18n } from '../../i18n/i18n';
import { ApiError, requestApi } from '../../lib/api';
import {
  buildEnquiryPayload,
  checkEnquiry,
  ENQUIRY_FIELD_ORDER as FIELD_ORDER,
  type EnquiryErrors,
  type EnquiryFieldName,
  type EnquiryFields,
  type EnquiryResult,
  explainRefusal,
} from './enquiry-checks';
import { EnquirySent } from './enquiry-sent';
import { ENQUIRY_SECTION_ID } from './enquiry-section';

export { ENQUIRY_SECTION_ID };

type Status = 'idle' | 'sending' | 'sent';

/**
 * The 'Contact Management' enquiry about one listing (product.md section 2, made to work as
 * design.md section 5 asks): checked here with the contract's rules, then posted to the API
 * with the listing's id; the server's field errors appear under their fields. Everything, the
 * server's known messages included, is said in the page's language. A phone typed as Indians type
 * a mobile (98765 43210) becomes +919876543210 on leaving the box and on send. A preferred visit
 * time may be picked, in India time; its hint says it in the Gulf's times as it is picked.
 *
 * Without scripts (or before they run) it posts itself to the listing page's action
 * (property-detail.tsx), which does the same on the server; `afterPost` is that action's answer.
 */
export function EnquiryForm({
  listing,
  onDone,
  afterPost,
}: {
  listing: { id: number; title: string };
  /** The dialog's Close after the thank-you; none in the page's own section. */
  onDone?: () => void;
  afterPost?: EnquiryResult | undefined;
}) {
  const i18n = useI18n();
  const texts = i18n.m.detail.enquiry;
  const [fields, setFields] = useState<EnquiryFields>(() =>
    afterPost && !afterPost.sent
      ? afterPost.fields
      : {
          name: '',
          email: '',
          phone_number: '',
          message: texts.defaultMessage,
          visit_at: '',
          consent: false,
        },
  );
  const [errors, setErrors] = useState<EnquiryErrors>(
    afterPost && !afterPost.sent ? afterPost.errors : {},
  );
  const [generalError, setGeneralError] = useState(
    afterPost && !afterPost.sent ? afterPost.general : '',
  );
  const [status, setStatus] = useState<Status>(afterPost?.sent ? 'sent' : 'idle');
  const [honeypot, setHoneypot] = useState('');
  // The visit time sent, for the thank-you to repeat (the page's own form, posted without
  // scripts, comes back through a redirect whose URL never carries it).
  const [sentVisit, setSentVisit] = useState<Date | null>(null);
  // The page may come from a cache all day: it carries the day's bounds, narrowed to now once
  // the page's script runs.
  const isHydrated = useSyncExternalStore(noSubscription, isBrowser, isServer);
  const visitBounds = (isHydrated ? visitInputBounds : visitInputDayBounds)(new Date());
  const baseId = useId();
  const idOf = (field: EnquiryFieldName) => `${baseId}-${field}`;

  function update<K extends EnquiryFieldName>(field: K, value: EnquiryFields[K]) {
    setFields((current) => ({ ...current, [field]: value }));
    // A corrected field stops showing its old error.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showErrors(found: EnquiryErrors) {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(idOf(first))?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    setGeneralError('');
    const toSend = { ...fields, phone_number: normalizePhone(fields.phone_number) };
    setFields(toSend);
    const found = checkEnquiry(toSend, texts.errors);
    if (Object.keys(found).length > 0) return showErrors(found);
    setStatus('sending');
    try {
      await requestApi('/properties/contacts/', {
        method: 'POST',
        body: { ...buildEnquiryPayload(toSend, listing, i18n), website: honeypot },
        fallbackMessage: texts.submitFailed,
      });
      setSentVisit(parseVisitTime(toSend.visit_at));
      setStatus('sent');
    } catch (error) {
      setStatus('idle');
      const refusal = explainRefusal(
        error instanceof Error ? error.message : texts.submitFailed,
        error instanceof ApiError ? error.fieldErrors : {},
        texts.errors,
      );
      setGeneralError(refusal.general);
      showErrors(refusal.errors);
    }
  }

  if (status === 'sent') return <EnquirySent onClose={onDone} visitAt={sentVisit} />;

  const describedBy = (field: EnquiryFieldName) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${idOf(field)}-error` } : {};
  const pickedVisit = parseVisitTime(fields.visit_at);
  const visitHintId = `${idOf('visit_at')}-hint`;
  const inputClass =
    'mt-1.5 block w-full rounded-xl border border-ink-200 bg-white px-4 py-2.5 text-base text-ink-900 placeholder:text-ink-400 aria-invalid:border-red-600';

  return (
    <form
      method="post"
      action={`${i18n.path(`/property/${listing.id}`)}#${ENQUIRY_SECTION_ID}`}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-4"
    >
      {generalError && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {generalError}
        </p>
      )}
      <Field id={idOf('name')} label={texts.name} error={errors.name}>
        <input
          id={idOf('name')}
          name="name"
          autoComplete="name"
          value={fields.name}
          onChange={(event) => update('name', event.target.value)}
          className={inputClass}
          {...describedBy('name')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={idOf('email')} label={texts.email} error={errors.email}>
          <input
            id={idOf('email')}
            name="email"
            type="email"
            autoComplete="email"
            value={fields.email}
            onChange={(event) => update('email', event.target.value)}
            className={inputClass}
            {...describedBy('email')}
          />
        </Field>
        <Field id={idOf('phone_number')} label={texts.phone} error={errors.phone_number}>
          <input
            id={idOf('phone_number')}
            name="phone_number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+919876543210"
            value={fields.phone_number}
            onChange={(event) => update('phone_number', cleanPhoneInput(event.target.value))}
            onBlur={() => {
              const phone = normalizePhone(fields.phone_number);
              if (phone !== fields.phone_number) update('phone_number', phone);
            }}
            className={inputClass}
            {...describedBy('phone_number')}
          />
        </Field>
      </div>
      <Field id={idOf('message')} label={texts.message} error={errors.message}>
        <textarea
          id={idOf('message')}
          name="message"
          rows={4}
          value={fields.message}
          onChange={(event) => update('message', event.target.value)}
          className={inputClass}
          {...describedBy('message')}
        />
      </Field>
      <Field id={idOf('visit_at')} label={texts.visit} error={errors.visit_at}>
        <input
          id={idOf('visit_at')}
          name="visit_at"
          type="datetime-local"
          step={VISIT_STEP_MINUTES * 60}
          min={visitBounds.min}
          max={visitBounds.max}
          value={fields.visit_at}
          onChange={(event) => update('visit_at', event.target.value)}
          className={inputClass}
          aria-invalid={errors.visit_at ? true : undefined}
          aria-describedby={
            errors.visit_at ? `${visitHintId} ${idOf('visit_at')}-error` : visitHintId
          }
        />
        {/* The picked time in India and the Gulf, said again as it changes; before one is
            picked (and without scripts) which time it is and how far the Gulf is behind. */}
        <p id={visitHintId} aria-live="polite" className="mt-1.5 text-sm text-ink-600">
          {pickedVisit ? formatVisitClock(pickedVisit, i18n.language) : texts.visitHint}
        </p>
      </Field>
      {/* Left empty by people, who never see it; bots fill it in (the server drops those). Its
          label stays English on every page: it is there for bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label>
          Website
          <input
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </label>
      </div>
      <div>
        <label className="flex items-start gap-3 text-sm text-ink-700">
          <input
            id={idOf('consent')}
            name="consent"
            value="yes"
            type="checkbox"
            checked={fields.consent}
            onChange={(event) => update('consent', event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            {...describedBy('consent')}
          />
          <span>{texts.consent}</span>
        </label>
        <FieldError id={`${idOf('consent')}-error`} message={errors.consent} />
      </div>
      <button
        type="submit"
        disabled={status === 'sending'}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand-700 px-6 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
      >
        {status === 'sending' ? texts.sending : texts.send}
      </button>
    </form>
  );
}

const noSubscription = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink-800">
        {label}
      </label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
