import { describe, expect, it } from 'vitest';

import { cleanPhoneInput, enquiryMessages } from '../../../contract/enquiry-rules';
import {
  checkContactForm,
  EMPTY_CONTACT_VALUES,
  firstInvalidField,
  fromApiFieldErrors,
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
