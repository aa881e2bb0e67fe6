import {
  type RouteConfig,
  type RouteConfigEntry,
  index,
  layout,
  route,
} from '@react-router/dev/routes';

/**
 * The public pages, once per language (docs/decisions/014): English at the site's paths, Malayalam
 * under /ml. The Malayalam routes share the English modules under ids of their own.
 */
function publicPages(language: 'en' | 'ml') {
  const id = (name: string) => (language === 'ml' ? { id: `ml/${name}` } : {});
  // Each page's texts come with a layout of its own, in its language: a page loads its own.
  const texts = (section: string, pages: RouteConfigEntry[]) =>
    layout(`routes/language/${language}-${section}.tsx`, pages);
  return [
    texts('home', [index('routes/home.tsx', id('home'))]),
    texts('listing', [
      route('property-listing', 'routes/property-listing.tsx', id('property-listing')),
    ]),
    texts('detail', [route('property/:id', 'routes/property-detail.tsx', id('property-detail'))]),
    texts('pages', [
      route('contact', 'routes/contact.tsx', id('contact')),
      route('about', 'routes/about.tsx', id('about')),
      route('privacy-policy', 'routes/privacy-policy.tsx', id('privacy-policy')),
      route('sitemap', 'routes/sitemap.tsx', id('sitemap')),
    ]),
    texts('shortlist', [
      route('shortlist', 'routes/shortlist.tsx', id('shortlist')),
      route('compare', 'routes/compare.tsx', id('compare')),
    ]),
    // Saved searches (issue 36): the links of their mails. Private pages: a token in the query.
    texts('alerts', [
      route('alerts/confirm', 'routes/alerts-confirm.tsx', id('alerts-confirm')),
      route('alerts/manage', 'routes/alerts-manage.tsx', id('alerts-manage')),
    ]),
    // Keep last: any other path is the 404 page.
    route('*', 'routes/not-found.tsx', id('not-found')),
  ];
}

export default [
  layout('routes/language/en.tsx', [
    ...publicPages('en'),
    // The original site also served the home page at /user.
    layout('routes/language/en-home.tsx', { id: 'user-home-texts' }, [
      route('user', 'routes/home.tsx', { id: 'user-home' }),
    ]),
  ]),
  route('ml', 'routes/language/ml.tsx', publicPages('ml')),
  // The back office: client-rendered, behind the token guard of admin/layout.tsx. English only.
  route('admin/login', 'routes/admin/login.tsx'),
  // An invited member chooses a password here (the link of the invitation e-mail).
  route('admin/accept-invite', 'routes/admin/accept-invite.tsx'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/index.tsx'),
    route('dashboard', 'routes/admin/dashboard.tsx'),
    route('properties', 'routes/admin/properties.tsx'),
    route('add-property', 'routes/admin/add-property.tsx'),
    route('import-listings', 'routes/admin/import-listings.tsx'),
    route('edit-property/:id', 'routes/admin/edit-property.tsx'),
    route('banners', 'routes/admin/banners.tsx'),
    route('enquiries', 'routes/admin/enquiries.tsx', [route(':id', 'routes/admin/enquiry.tsx')]),
    route('activity', 'routes/admin/activity.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
    route('team', 'routes/admin/team.tsx'),
    route('privacy', 'routes/admin/privacy.tsx'),
    // Not a screen: the property form's district and city lists load from it (useFetcher).
    route('places', 'routes/admin/places.tsx'),
    // Not a screen: the edit screen's availability and site visits panel (useFetcher).
    route('listing-checks', 'routes/admin/listing-checks.tsx'),
    // Not a screen: the edit screen's live preview links, for owners (useFetcher).
    route('preview-links', 'routes/admin/preview-links.tsx'),
  ]),
] satisfies RouteConfig;
