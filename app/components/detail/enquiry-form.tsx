import { type FormEvent, type ReactNode, useId, useState } from 'react';

import { cleanPhoneInput } from '../../../contract/enquiry-rules';
import { useI18n } from '../../i18n/i18n';
import { ApiError, requestApi } from '../../lib/api';
import {
  buildEnquiryPayload,
  checkEnquiry,
  type EnquiryErrors,
  type EnquiryFieldName,
  type EnquiryFields,
  localiseEnquiryError,
} from './enquiry-checks';
import { EnquirySent } from './enquiry-sent';

const FIELD_ORDER: EnquiryFieldName[] = ['name', 'email', 'phone_number', 'message', 'consent'];

type Status = 'idle' | 'sending' | 'sent';

/**
 * The 'Contact Management' enquiry about one listing (product.md section 2, made to work as
 * design.md section 5 asks): checked here with the contract's rules, then posted to the API
 * with the listing's id; the server's field errors appear under their fields. Everything, the
 * server's known messages included, is said in the page's language.
 */
export function EnquiryForm({
  listing,
  onDone,
}: {
  listing: { id: number; title: string };
  onDone: () => void;
}) {
  const i18n = useI18n();
  const texts = i18n.m.detail.enquiry;
  const [fields, setFields] = useState<EnquiryFields>({
    name: '',
    email: '',
    phone_number: '',
    message: texts.defaultMessage,
    consent: false,
  });
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [generalError, setGeneralError] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [honeypot, setHoneypot] = useState('');
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
    const found = checkEnquiry(fields, texts.errors);
    if (Object.keys(found).length > 0) return showErrors(found);
    setStatus('sending');
    try {
      await requestApi('/properties/contacts/', {
        method: 'POST',
        body: { ...buildEnquiryPayload(fields, listing, i18n), website: honeypot },
        fallbackMessage: texts.submitFailed,
      });
      setStatus('sent');
    } catch (error) {
      setStatus('idle');
      const fromServer: EnquiryErrors = {};
      let general = error instanceof Error ? error.message : texts.submitFailed;
      if (error instanceof ApiError) {
        for (const field of FIELD_ORDER) {
          const message = error.fieldErrors[field]?.[0];
          if (message) fromServer[field] = localiseEnquiryError(message, texts.errors);
        }
        // Errors of fields the visitor can fix are shown there; the rest (the listing gone,
        // too many tries) above the form.
        const other = Object.entries(error.fieldErrors).find(
          ([field]) => !(FIELD_ORDER as string[]).includes(field),
        );
        if (Object.keys(fromServer).length > 0) general = other?.[1][0] ?? '';
      }
      setGeneralError(general && localiseEnquiryError(general, texts.errors));
      showErrors(fromServer);
    }
  }

  if (status === 'sent') return <EnquirySent onClose={onDone} />;

  const describedBy = (field: EnquiryFieldName) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${idOf(field)}-error` } : {};
  const inputClass =
    'mt-1.5 block w-full rounded-xl border border-ink-200 bg-white px-4 py-2.5 text-base text-ink-900 placeholder:text-ink-400 aria-invalid:border-red-600';

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
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
      {/* Left empty by people, who never see it; bots fill it in (the server drops those). Its
          label stays English on every page: it is there for bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label>
          Website
          <input
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
