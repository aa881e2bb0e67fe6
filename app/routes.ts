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
  // Keep last: any other path is the 404 page.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
