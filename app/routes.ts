import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  // The original site also served the home page at /user.
  route('user', 'routes/home.tsx', { id: 'user-home' }),
  route('property-listing', 'routes/property-listing.tsx'),
  route('property/:id', 'routes/property-detail.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
