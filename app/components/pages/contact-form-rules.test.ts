import { describe, expect, it } from 'vitest';

import {
  BUDGET_RANGES,
  cleanPhoneInput,
  DEFAULT_ENQUIRY_SUBJECT,
  ENQUIRY_PROPERTY_TYPES,
  enquiryMessages,
} from '../../../contract/enquiry-rules';
import { en } from '../../i18n/en';
import type { Messages } from '../../i18n/messages';
import { ml } from '../../i18n/ml';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api';
import {
  checkContactForm,
  EMPTY_CONTACT_VALUES,
  firstInvalidField,
  fromApiFieldErrors,
  localizeApiMessage,
  sendFailureMessage,
  toEnquiryBody,
} from './contact-form-rules';

const filled = {
  name: 'Anjali Menon',
  email: 'anjali@example.in',
  phone: '+919846012345',
  propertyType: 'Residential',
  budget: '',
  subject: '',
  message: 'Looking for a 3 bedroom villa in Kakkanad.',
};

describe('contact form rules', () => {
  it('asks for name, e-mail, phone, property type and message, in that order', () => {
    const errors = checkContactForm(EMPTY_CONTACT_VALUES, true);
    expect(errors).toEqual({
      name: enquiryMessages.nameRequired,
      email: enquiryMessages.emailRequired,
      phone: enquiryMessages.phoneRequired,
      propertyType: enquiryMessages.propertyTypeRequired,
      message: enquiryMessages.messageRequired,
    });
    expect(firstInvalidField(errors)).toBe('name');
  });

  it('passes a complete enquiry; budget and subject are optional', () => {
    expect(checkContactForm(filled, true)).toEqual({});
  });

  it('rejects a malformed e-mail and a phone without the leading plus', () => {
    const errors = checkContactForm({ ...filled, phone: '9846012345' }, false);
    expect(errors).toEqual({
      email: enquiryMessages.emailInvalid,
      phone: enquiryMessages.phoneInvalid,
    });
    expect(firstInvalidField(errors)).toBe('email');
  });

  it('keeps what the phone box allows while typing', () => {
    // Each keystroke is cleaned on its own, as the controlled input does.
    const typed = [...'abc+91 98-46'].reduce((value, key) => cleanPhoneInput(value + key), '');
    expect(typed).toBe('+919846');
    expect(cleanPhoneInput('+91+98')).toBe('+9198');
  });

  it('sends the API field names, trimmed', () => {
    expect(toEnquiryBody({ ...filled, name: '  Anjali Menon ' }, '')).toEqual({
      name: 'Anjali Menon',
      email: 'anjali@example.in',
      phone_number: '+919846012345',
      property_type: 'Residential',
      budget_range: '',
      subject: '',
      message: 'Looking for a 3 bedroom villa in Kakkanad.',
      website: '',
    });
  });

  it("maps the server's field errors back onto the form", () => {
    expect(
      fromApiFieldErrors({ phone_number: ['Bad phone'], budget_range: ['Bad budget'], x: ['?'] }),
    ).toEqual({ phone: 'Bad phone', budget: 'Bad budget' });
  });
});

describe('contact form rules in Malayalam', () => {
  const texts: Messages['pages']['contactForm'] = ml.pages.contactForm;

  it('words the checks in the page’s language', () => {
    expect(checkContactForm(EMPTY_CONTACT_VALUES, true, texts.errors)).toEqual({
      name: texts.errors.nameRequired,
      email: texts.errors.emailRequired,
      phone: texts.errors.phoneRequired,
      propertyType: texts.errors.propertyTypeRequired,
      message: texts.errors.messageRequired,
    });
    expect(checkContactForm({ ...filled, phone: '9846' }, false, texts.errors)).toEqual({
      email: texts.errors.emailInvalid,
      phone: texts.errors.phoneInvalid,
    });
  });

  it("translates the API's known field messages, and shows any other as the server wrote it", () => {
    expect(
      fromApiFieldErrors(
        {
          name: [enquiryMessages.nameRequired],
          phone_number: [enquiryMessages.phoneInvalid],
          budget_range: [enquiryMessages.budgetInvalid],
          subject: [enquiryMessages.tooLong(200)],
          message: ['This number is not reachable.'],
        },
        texts.errors,
      ),
    ).toEqual({
      name: texts.errors.nameRequired,
      phone: texts.errors.phoneInvalid,
      budget: texts.errors.budgetInvalid,
      subject: texts.errors.tooLong(200),
      message: 'This number is not reachable.',
    });
    // A number alone does not make a message known.
    expect(localizeApiMessage('Wait 5 minutes', texts.errors)).toBe('Wait 5 minutes');
  });

  it('says why sending failed: network and rate limit in Malayalam, else the server’s words', () => {
    const rateLimited = new ApiError('Too many requests. Please try again in 10 minutes.', 429);
    expect(sendFailureMessage(new ApiError(NETWORK_ERROR_MESSAGE, 0), texts)).toBe(
      texts.networkError,
    );
    expect(sendFailureMessage(rateLimited, texts)).toBe(texts.tooManyRequests(rateLimited.message));
    expect(
      sendFailureMessage(
        new ApiError(enquiryMessages.phoneInvalid, 400, {
          phone_number: [enquiryMessages.phoneInvalid],
        }),
        texts,
      ),
    ).toBe(texts.errors.phoneInvalid);
    expect(sendFailureMessage(new ApiError('Enquiries are paused.', 500), texts)).toBe(
      'Enquiries are paused.',
    );
    expect(sendFailureMessage('not an error', texts)).toBe(texts.submitFailed);
  });

  it('keeps the English page’s messages exactly as the API and the old page had them', () => {
    const english = en.pages.contactForm;
    const { tooLong, ...fixed } = english.errors;
    for (const [key, text] of Object.entries(fixed)) {
      expect(text).toBe(enquiryMessages[key as keyof typeof fixed]);
    }
    expect(tooLong(120)).toBe(enquiryMessages.tooLong(120));
    expect(english.thanks).toBe(enquiryMessages.thanks);
    expect(english.networkError).toBe(NETWORK_ERROR_MESSAGE);
    expect(english.subjectPlaceholder).toBe(DEFAULT_ENQUIRY_SUBJECT);
    const rateLimited = new ApiError('Too many requests. Please try again in 10 minutes.', 429);
    expect(sendFailureMessage(rateLimited, english)).toBe(rateLimited.message);
    expect(sendFailureMessage(new ApiError(NETWORK_ERROR_MESSAGE, 0), english)).toBe(
      NETWORK_ERROR_MESSAGE,
    );
  });

  it('labels every property type and budget the API takes; English labels are the values', () => {
    expect(Object.keys(texts.propertyTypes)).toEqual([...ENQUIRY_PROPERTY_TYPES]);
    expect(Object.keys(texts.budgets)).toEqual([...BUDGET_RANGES]);
    for (const type of ENQUIRY_PROPERTY_TYPES)
      expect(en.pages.contactForm.propertyTypes[type]).toBe(type);
    for (const range of BUDGET_RANGES) {
      expect(en.pages.contactForm.budgets[range]).toBe(range);
      // Lakh and crore in words, no 'L' or 'Cr' left.
      expect(texts.budgets[range]).not.toMatch(/[A-Za-z]/);
    }
    expect(texts.budgets['₹50L-75L']).toBe('₹50 ലക്ഷം – ₹75 ലക്ഷം');
  });
});
