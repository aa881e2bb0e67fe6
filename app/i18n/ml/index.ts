import type { Messages } from '../messages';
import { alerts } from './alerts';
import { common } from './common';
import { detail } from './detail';
import { home } from './home';
import { listing } from './listing';
import { pages } from './pages';
import { shortlist } from './shortlist';
import { site } from './site';

/** Every text of the public pages in Malayalam; the type check holds it to the English keys. */
export const ml = {
  site,
  common,
  home,
  listing,
  detail,
  pages,
  shortlist,
  alerts,
} satisfies Messages;
