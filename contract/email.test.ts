import { z } from 'zod';
import { describe, expect, it } from 'vitest';

import { emailAddress } from './email';
import { EMAIL_PATTERN } from './enquiry-rules';

describe('EMAIL_PATTERN', () => {
  it("is the server schema's rule, so the forms accept exactly what the API accepts", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.html5Email.source);
  });

  it.each(['ravi@example.in', 'admin@localhost', "o'neil+homes@mail.co.in"])(
    'accepts %s like the API does',
    (address) => {
      expect(EMAIL_PATTERN.test(address)).toBe(true);
      expect(emailAddress('bad').safeParse(address).success).toBe(true);
    },
  );

  it.each(['ravi', 'ravi@', '@example.in', 'ravi@exa mple.in', 'ravi@-example.in'])(
    'refuses %s like the API does',
    (address) => {
      expect(EMAIL_PATTERN.test(address)).toBe(false);
      expect(emailAddress('bad').safeParse(address).success).toBe(false);
    },
  );
});
