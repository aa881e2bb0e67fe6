/**
 * An admin screen's `meta`: its title and the noindex that every admin page carries (a child
 * route's meta replaces its parent's, so each screen repeats it).
 */
export function adminMeta(title?: string) {
  return [
    { title: title ? `${title} | Veedu Admin` : 'Veedu Admin' },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
