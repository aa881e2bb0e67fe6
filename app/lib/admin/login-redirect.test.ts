import { describe, expect, it } from 'vitest';

import { DASHBOARD_PATH, LOGIN_PATH, loginPathFor, resolveNextPath } from './login-redirect';

describe('resolveNextPath', () => {
  it('accepts the admin pages of this site, with their query and hash', () => {
    expect(resolveNextPath('/admin/properties')).toBe('/admin/properties');
    expect(resolveNextPath('/admin/edit-property/12?tab=images#photos')).toBe(
      '/admin/edit-property/12?tab=images#photos',
    );
    expect(resolveNextPath('/admin')).toBe('/admin');
  });

  it.each([
    null,
    undefined,
    '',
    'admin/properties',
    'https://evil.example/admin/properties',
    '//evil.example/admin',
    '/\\evil.example/admin',
    '/\t/evil.example/admin',
    'javascript:alert(1)',
    '/property-listing',
    '/administrator',
    '/admin/login',
    '/admin/login?next=/admin/banners',
    '/admin/../..//evil.example',
  ])('falls back to the dashboard for %j', (next) => {
    expect(resolveNextPath(next)).toBe(DASHBOARD_PATH);
  });
});

describe('loginPathFor', () => {
  it('remembers the admin page that asked', () => {
    expect(loginPathFor({ pathname: '/admin/enquiries', search: '?page=2' })).toBe(
      `${LOGIN_PATH}?next=%2Fadmin%2Fenquiries%3Fpage%3D2`,
    );
  });

  it('remembers nothing for the dashboard, the sign-in page or a public page', () => {
    expect(loginPathFor({ pathname: DASHBOARD_PATH })).toBe(LOGIN_PATH);
    expect(loginPathFor({ pathname: '/admin' })).toBe(LOGIN_PATH);
    expect(loginPathFor({ pathname: '/admin/' })).toBe(LOGIN_PATH);
    expect(loginPathFor({ pathname: LOGIN_PATH, search: '?next=%2Fadmin' })).toBe(LOGIN_PATH);
    expect(loginPathFor({ pathname: '/contact' })).toBe(LOGIN_PATH);
  });
});
