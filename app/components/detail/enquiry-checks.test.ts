import { describe, expect, it } from 'vitest';

import { enquiryMessages } from '../../../contract/enquiry-rules';
import { en } from '../../i18n/en';
import { makeI18n } from '../../i18n/i18n';
import { ml } from '../../i18n/ml';
import { NETWORK_ERROR_MESSAGE } from '../../lib/api';
import {
  buildEnquiryPayload,
  checkEnquiry,
  type EnquiryErrorTexts,
  localiseEnquiryError,
} from './enquiry-checks';

const english = en.detail.enquiry;
const malayalam = ml.detail.enquiry;

const valid = {
  name: 'Meera Nair',
  email: 'meera@example.in',
  phone_number: '+919846012345',
  message: english.defaultMessage,
  visit_at: '',
  consent: true,
};

describe('checkEnquiry', () => {
  it('lets a complete enquiry through', () => {
    expect(checkEnquiry(valid, english.errors)).toEqual({});
    expect(checkEnquiry({ ...valid, email: 'admin@localhost' }, english.errors)).toEqual({});
  });

  it('asks for every required field with the contract messages', () => {
    expect(
      checkEnquiry(
        { name: ' ', email: '', phone_number: '', message: '', visit_at: '', consent: false },
        english.errors,
      ),
    ).toEqual({
      name: enquiryMessages.nameRequired,
      email: enquiryMessages.emailRequired,
      phone_number: enquiryMessages.phoneRequired,
      message: enquiryMessages.messageRequired,
      consent: 'Please agree to be contacted about this property',
    });
  });

  it('refuses a malformed e-mail and a phone without the plus', () => {
    const check = (fields: Partial<typeof valid>) =>
      checkEnquiry({ ...valid, ...fields }, english.errors);
    expect(check({ email: 'meera@' }).email).toBe(enquiryMessages.emailInvalid);
    expect(check({ email: 'meera example.in' }).email).toBe(enquiryMessages.emailInvalid);
    expect(check({ phone_number: '9846012345' }).phone_number).toBe(enquiryMessages.phoneInvalid);
    expect(check({ phone_number: '+12' }).phone_number).toBe(enquiryMessages.phoneInvalid);
    expect(check({ name: 'x'.repeat(121) }).name).toBe(enquiryMessages.tooLong(120));
  });

  it('takes a visit time ahead, within 90 days, read as India time', () => {
    // 13:30 in India on 29 November 2026.
    const now = new Date('2026-11-29T08:00:00Z');
    const check = (visit_at: string, texts: EnquiryErrorTexts = english.errors) =>
      checkEnquiry({ ...valid, visit_at }, texts, now).visit_at;
    expect(check('2026-11-29T13:45')).toBeUndefined();
    expect(check('2027-02-27T13:30')).toBeUndefined();
    expect(check('2026-11-29T13:30')).toBe(enquiryMessages.visitPast);
    expect(check('2027-02-27T13:45')).toBe(enquiryMessages.visitTooFar);
    expect(check('29/11/2026')).toBe(enquiryMessages.visitInvalid);
    expect(check('2026-11-28T10:00', malayalam.errors)).toBe(malayalam.errors.visitPast);
  });

  it('speaks Malayalam on Malayalam pages', () => {
    const errors = checkEnquiry(
      {
        name: '',
        email: 'meera@',
        phone_number: '98460',
        message: ' ',
        visit_at: 'soon',
        consent: false,
      },
      malayalam.errors,
    );
    expect(errors).toEqual({
      name: malayalam.errors.nameRequired,
      email: malayalam.errors.emailInvalid,
      phone_number: malayalam.errors.phoneInvalid,
      message: malayalam.errors.messageRequired,
      visit_at: malayalam.errors.visitInvalid,
      consent: malayalam.errors.consentRequired,
    });
    expect(errors.name).toBe('നിങ്ങളുടെ പേര് നൽകുക');
  });
});

describe('localiseEnquiryError', () => {
  const known = [
    enquiryMessages.nameRequired,
    enquiryMessages.emailRequired,
    enquiryMessages.emailInvalid,
    enquiryMessages.phoneRequired,
    enquiryMessages.phoneInvalid,
    enquiryMessages.messageRequired,
    enquiryMessages.listingNotFound,
    enquiryMessages.visitInvalid,
    enquiryMessages.visitPast,
    enquiryMessages.visitTooFar,
    enquiryMessages.visitNeedsListing,
    enquiryMessages.tooLong(200),
    NETWORK_ERROR_MESSAGE,
    'Too many requests. Please try again in 1 minute.',
    'Too many requests. Please try again in 45 seconds.',
  ];

  it('leaves the API English messages as they are on English pages', () => {
    for (const message of known)
      expect(localiseEnquiryError(message, english.errors)).toBe(message);
    expect(english.thanks).toBe(enquiryMessages.thanks);
  });

  it('gives the known API messages in Malayalam, and the others as they came', () => {
    expect(localiseEnquiryError(enquiryMessages.emailInvalid, malayalam.errors)).toBe(
      malayalam.errors.emailInvalid,
    );
    expect(localiseEnquiryError(enquiryMessages.listingNotFound, malayalam.errors)).toBe(
      'ഈ ലിസ്റ്റിംഗ് ഇപ്പോൾ ലഭ്യമല്ല.',
    );
    expect(localiseEnquiryError(enquiryMessages.tooLong(200), malayalam.errors)).toBe(
      '200 അക്ഷരങ്ങളിൽ താഴെയായി ചുരുക്കുക',
    );
    expect(
      localiseEnquiryError('Too many requests. Please try again in 2 minutes.', malayalam.errors),
    ).toBe('നിരവധി തവണ ശ്രമിച്ചു. 2 മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.');
    expect(localiseEnquiryError(NETWORK_ERROR_MESSAGE, malayalam.errors)).toBe(
      malayalam.errors.network,
    );
    for (const message of known) {
      expect(localiseEnquiryError(message, malayalam.errors), message).toMatch(/[\u0D00-\u0D7F]/);
    }
    expect(localiseEnquiryError('Internal server error.', malayalam.errors)).toBe(
      'Internal server error.',
    );
  });
});

describe('buildEnquiryPayload', () => {
  it('ties the enquiry to the listing', () => {
    expect(
      buildEnquiryPayload(
        { ...valid, name: ' Meera Nair ' },
        { id: 12, title: 'Villa' },
        makeI18n('en', en),
      ),
    ).toEqual({
      name: 'Meera Nair',
      email: 'meera@example.in',
      phone_number: '+919846012345',
      message: "I'm interested in this property. Please contact me with more information.",
      subject: 'Enquiry: Villa',
      property: 12,
    });
  });

  it('sends the visit time as the input has it, and none when none was picked', () => {
    const payload = buildEnquiryPayload(
      { ...valid, visit_at: '2026-12-05T10:30' },
      { id: 12, title: 'Villa' },
      makeI18n('en', en),
    );
    expect(payload).toMatchObject({ visit_at: '2026-12-05T10:30', property: 12 });
    expect(
      buildEnquiryPayload(valid, { id: 12, title: 'Villa' }, makeI18n('en', en)),
    ).not.toHaveProperty('visit_at');
  });

  it('writes the subject in the page language', () => {
    expect(buildEnquiryPayload(valid, { id: 12, title: 'Villa' }, makeI18n('ml', ml)).subject).toBe(
      'അന്വേഷണം: Villa',
    );
  });
});
