/** /admin and everything under it, including its client navigations' data (`/admin.data`). */
export function isBackOfficeUrl(url: string): boolean {
  return /^\/admin(?:[/.?#]|$)/.test(url);
}
