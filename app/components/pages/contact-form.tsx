import { flushSync } from 'react-dom';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useFormAnswer } from '../../lib/form-post';

import {
  BUDGET_RANGES,
  cleanPhoneInput,
  ENQUIRY_PROPERTY_TYPES,
  normalizePhone,
} from '../../../contract/enquiry-rules';
import { useI18n } from '../../i18n/i18n';
import { ApiError, requestApi } from '../../lib/api';
import { primaryClass } from './button-styles';
import {
  checkContactField,
  checkContactForm,
  type ContactErrors,
  type ContactField,
  type ContactResult,
  type ContactValues,
  EMPTY_CONTACT_VALUES,
  firstInvalidField,
  fromApiFieldErrors,
  localizeApiMessage,
  sendFailureMessage,
  toEnquiryBody,
} from './contact-form-rules';
import { Honeypot, ThankYouPanel } from './contact-form-parts';
import { controlClass, describedBy, FormField, SelectControl } from './form-field';

/** product.md sections 4 and 8. */
const SUCCESS_PANEL_MS = 3000;

type Status = 'idle' | 'submitting' | 'success';

function controlIn(form: HTMLFormElement | null, field: ContactField): HTMLElement | null {
  const control = form?.elements.namedItem(field);
  return control instanceof HTMLElement ? control : null;
}

/** The browser's own `type="email"` check: the rule the server applies (contract/email.ts). */
function isEmailWellFormedIn(form: HTMLFormElement | null): boolean {
  const control = controlIn(form, 'email');
  return !(control instanceof HTMLInputElement && control.validity.typeMismatch);
}

type ContactFormTexts = ReturnType<typeof useI18n>['m']['pages']['contactForm'];

interface FormState {
  values: ContactValues;
  errors: ContactErrors;
  formError: string;
  status: Status;
}

/** The form as the page's action left it (a post without scripts), in the page's language. */
function stateAfterPost(result: ContactResult | undefined, texts: ContactFormTexts): FormState {
  const fresh: FormState = {
    values: EMPTY_CONTACT_VALUES,
    errors: {},
    formError: '',
    status: 'idle',
  };
  if (!result) return fresh;
  if (result.sent) return { ...fresh, status: 'success' };
  const errors: ContactErrors = {};
  for (const [field, message] of Object.entries(result.errors) as [ContactField, string][]) {
    errors[field] = localizeApiMessage(message, texts.errors);
  }
  const { failure } = result;
  return {
    values: result.values,
    errors,
    formError: failure
      ? sendFailureMessage(new ApiError(failure.message, failure.status), texts)
      : '',
    status: 'idle',
  };
}

/**
 * The contact page's enquiry form (product.md sections 2, 4 and 5): checks in the browser with the
 * API's rules, in the page's language, then POST /api/properties/contacts/. Errors sit under their
 * fields and the first invalid field takes the focus; a failed send shows its message above the
 * form. The values sent (property type, budget) are the API's, whatever the language. A phone
 * typed as Indians type a mobile (98765 43210) becomes +919876543210 on leaving the box and on
 * send.
 *
 * Without scripts (or before they run) the form posts itself to the page's action (contact.tsx),
 * which does the same on the server: the page comes back with the thank-you, or with the values
 * and their errors, read here from the action's answer. Nothing typed goes into the URL.
 */
export function ContactForm() {
  const i18n = useI18n();
  const texts = i18n.m.pages.contactForm;
  const baseId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const result = useFormAnswer<ContactResult>();
  const [afterPost] = useState(() => stateAfterPost(result, texts));
  const [values, setValues] = useState<ContactValues>(afterPost.values);
  const [errors, setErrors] = useState<ContactErrors>(afterPost.errors);
  const [formError, setFormError] = useState(afterPost.formError);
  const [status, setStatus] = useState<Status>(afterPost.status);
  const [website, setWebsite] = useState('');
  const wasThanked = useRef(false);

  const idOf = (field: ContactField) => `${baseId}-${field}`;

  useEffect(() => {
    if (status !== 'success') return;
    thanksRef.current?.focus();
    const timer = window.setTimeout(() => setStatus('idle'), SUCCESS_PANEL_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  // The form comes back after the thank-you panel: give keyboard users a place to continue.
  useEffect(() => {
    if (status === 'success') wasThanked.current = true;
    else if (status === 'idle' && wasThanked.current) {
      wasThanked.current = false;
      if (document.activeElement === document.body) controlIn(formRef.current, 'name')?.focus();
    }
  }, [status]);

  /** Leaving the phone box: a mobile typed as 98765 43210 shows as +919876543210. */
  function handlePhoneBlur() {
    const phone = normalizePhone(values.phone);
    if (phone === values.phone) return;
    const next = { ...values, phone };
    setValues(next);
    if (errors.phone) {
      setErrors({
        ...errors,
        phone: checkContactField('phone', next, true, texts.errors),
      });
    }
  }

  function handleChange(
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) {
    const field = event.target.name as ContactField;
    const value = field === 'phone' ? cleanPhoneInput(event.target.value) : event.target.value;
    const next = { ...values, [field]: value };
    setValues(next);
    // A shown error goes away as soon as the field is right; new ones wait for the submit.
    if (errors[field]) {
      setErrors({
        ...errors,
        [field]: checkContactField(
          field,
          next,
          isEmailWellFormedIn(event.target.form),
          texts.errors,
        ),
      });
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    const form = event.currentTarget;
    setFormError('');
    const toSend = { ...values, phone: normalizePhone(values.phone) };
    setValues(toSend);
    const found = checkContactForm(toSend, isEmailWellFormedIn(form), texts.errors);
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) {
      controlIn(form, first)?.focus();
      return;
    }
    setStatus('submitting');
    try {
      await requestApi('/properties/contacts/', {
        method: 'POST',
        body: toEnquiryBody(toSend, website),
        fallbackMessage: texts.submitFailed,
      });
      setValues(EMPTY_CONTACT_VALUES);
      setWebsite('');
      setStatus('success');
    } catch (error) {
      const fromServer =
        error instanceof ApiError ? fromApiFieldErrors(error.fieldErrors, texts.errors) : {};
      // Rendered at once, so the focus can move to what just appeared.
      flushSync(() => {
        setStatus('idle');
        setFormError(sendFailureMessage(error, texts));
        setErrors(fromServer);
      });
      const firstFromServer = firstInvalidField(fromServer);
      if (firstFromServer) controlIn(form, firstFromServer)?.focus();
      // Otherwise the message itself, far above the button on a phone, takes the focus.
      else failureRef.current?.focus();
    }
  }

  if (status === 'success') return <ThankYouPanel ref={thanksRef} />;

  const isSubmitting = status === 'submitting';
  const wire = (field: ContactField, hasHint = false) => ({
    id: idOf(field),
    name: field,
    value: values[field],
    onChange: handleChange,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(idOf(field), hasHint, errors[field]),
  });

  return (
    <form
      ref={formRef}
      method="post"
      action={`${i18n.path('/contact')}#contact-form`}
      noValidate
      onSubmit={handleSubmit}
    >
      <div role="alert" className="empty:hidden">
        {formError && (
          <p
            ref={failureRef}
            tabIndex={-1}
            className="mb-6 flex scroll-mt-24 items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 focus:outline-none"
          >
            {formError}
          </p>
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={idOf('name')} label={texts.name} isRequired error={errors.name}>
          <input
            {...wire('name')}
            type="text"
            autoComplete="name"
            maxLength={120}
            required
            className={controlClass}
          />
        </FormField>
        <FormField id={idOf('email')} label={texts.email} isRequired error={errors.email}>
          <input
            {...wire('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            required
            className={controlClass}
          />
        </FormField>
        <FormField
          id={idOf('phone')}
          label={texts.phone}
          isRequired
          hint={texts.phoneHint}
          error={errors.phone}
        >
          <input
            {...wire('phone', true)}
            onBlur={handlePhoneBlur}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={16}
            required
            placeholder="+91"
            className={controlClass}
          />
        </FormField>
        <FormField
          id={idOf('propertyType')}
          label={texts.propertyType}
          isRequired
          error={errors.propertyType}
        >
          <SelectControl {...wire('propertyType')} required>
            <option value="">{texts.chooseType}</option>
            {ENQUIRY_PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>
                {texts.propertyTypes[type]}
              </option>
            ))}
          </SelectControl>
        </FormField>
        <FormField id={idOf('budget')} label={texts.budget} error={errors.budget}>
          <SelectControl {...wire('budget')}>
            <option value="">{texts.noBudget}</option>
            {BUDGET_RANGES.map((range) => (
              <option key={range} value={range}>
                {texts.budgets[range]}
              </option>
            ))}
          </SelectControl>
        </FormField>
        <FormField id={idOf('subject')} label={texts.subject} error={errors.subject}>
          <input
            {...wire('subject')}
            type="text"
            maxLength={200}
            placeholder={texts.subjectPlaceholder}
            className={controlClass}
          />
        </FormField>
        <FormField
          id={idOf('message')}
          label={texts.message}
          isRequired
          error={errors.message}
          className="sm:col-span-2"
        >
          <textarea
            {...wire('message')}
            rows={5}
            maxLength={5000}
            required
            className={`${controlClass} resize-y`}
          />
        </FormField>
      </div>
      <Honeypot id={`${baseId}-website`} value={website} onChange={setWebsite} />
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-ink-600">
          <span aria-hidden="true" className="text-red-700">
            *
          </span>{' '}
          {texts.requiredNote}
        </p>
        <button
          type="submit"
          aria-disabled={isSubmitting || undefined}
          className={`${primaryClass} sm:min-w-48`}
        >
          {isSubmitting && (
            <span
              aria-hidden="true"
              className="mr-2 size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          )}
          {isSubmitting ? texts.submitting : texts.submit}
        </button>
      </div>
    </form>
  );
}
