import { describe, expect, it } from 'vitest';

import { enquiryMessages } from '../../../contract/enquiry-rules';
import {
  buildEnquiryPayload,
  checkEnquiry,
  CONSENT_REQUIRED,
  ENQUIRY_DEFAULT_MESSAGE,
} from './enquiry-checks';

const valid = {
  name: 'Meera Nair',
  email: 'meera@example.in',
  phone_number: '+919846012345',
  message: ENQUIRY_DEFAULT_MESSAGE,
  consent: true,
};

describe('checkEnquiry', () => {
  it('lets a complete enquiry through', () => {
    expect(checkEnquiry(valid)).toEqual({});
    expect(checkEnquiry({ ...valid, email: 'admin@localhost' })).toEqual({});
  });

  it('asks for every required field with the contract messages', () => {
    expect(
      checkEnquiry({ name: ' ', email: '', phone_number: '', message: '', consent: false }),
    ).toEqual({
      name: enquiryMessages.nameRequired,
      email: enquiryMessages.emailRequired,
      phone_number: enquiryMessages.phoneRequired,
      message: enquiryMessages.messageRequired,
      consent: CONSENT_REQUIRED,
    });
  });

  it('refuses a malformed e-mail and a phone without the plus', () => {
    expect(checkEnquiry({ ...valid, email: 'meera@' }).email).toBe(enquiryMessages.emailInvalid);
    expect(checkEnquiry({ ...valid, email: 'meera example.in' }).email).toBe(
      enquiryMessages.emailInvalid,
    );
    expect(checkEnquiry({ ...valid, phone_number: '9846012345' }).phone_number).toBe(
      enquiryMessages.phoneInvalid,
    );
    expect(checkEnquiry({ ...valid, phone_number: '+12' }).phone_number).toBe(
      enquiryMessages.phoneInvalid,
    );
  });
});

describe('buildEnquiryPayload', () => {
  it('ties the enquiry to the listing', () => {
    expect(
      buildEnquiryPayload({ ...valid, name: ' Meera Nair ' }, { id: 12, title: 'Villa' }),
    ).toEqual({
      name: 'Meera Nair',
      email: 'meera@example.in',
      phone_number: '+919846012345',
      message: ENQUIRY_DEFAULT_MESSAGE,
      subject: 'Enquiry: Villa',
      property: 12,
    });
  });
});
