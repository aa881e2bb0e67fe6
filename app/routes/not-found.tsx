import { data } from 'react-router';

import { NotFound } from '../components/not-found';
import { i18nOfMatches } from '../i18n/i18n';
import type { Route } from './+types/not-found';

// Returned (not thrown) so this route renders the page itself while the response is a real 404.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: i18nOfMatches(matches)?.m.site.notFound.title ?? 'Page Not Found' },
  { name: 'robots', content: 'noindex' },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
