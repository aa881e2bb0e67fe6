import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  // The original site also served the home page at /user.
  route('user', 'routes/home.tsx', { id: 'user-home' }),
  route('property-listing', 'routes/property-listing.tsx'),
  route('property/:id', 'routes/property-detail.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('about', 'routes/about.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('sitemap', 'routes/sitemap.tsx'),
  // The back office: client-rendered, behind the token guard of admin/layout.tsx.
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/index.tsx'),
    route('dashboard', 'routes/admin/dashboard.tsx'),
    route('properties', 'routes/admin/properties.tsx'),
    route('add-property', 'routes/admin/add-property.tsx'),
    route('edit-property/:id', 'routes/admin/edit-property.tsx'),
    route('banners', 'routes/admin/banners.tsx'),
    route('enquiries', 'routes/admin/enquiries.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
    // Not a screen: the property form's district and city lists load from it (useFetcher).
    route('places', 'routes/admin/places.tsx'),
  ]),
  // Keep last: any other path is the 404 page.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
