import { z } from 'zod';

/**
 * E-mail addresses as browsers validate `<input type="email">` (the HTML standard's rule), so the
 * server accepts exactly what the forms let through, including a host without a dot such as
 * `admin@localhost`, the bootstrap admin (design.md section 3).
 */
export function emailAddress(message: string) {
  return z.email({ pattern: z.regexes.html5Email, error: message });
}
