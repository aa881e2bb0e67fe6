/**
 * Display formats shared by the site and the back office (SPEC section 9).
 */

/**
 * An Indian number as people write it: '+919846012345' -> '+91 98460 12345'. Numbers that are
 * not +91 with ten digits are returned as they came.
 */
export function formatPhone(phone: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(phone.replace(/[\s-]/g, ''));
  return match ? `+91 ${match[1]} ${match[2]}` : phone;
}
