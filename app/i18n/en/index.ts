import { alerts } from './alerts';
import { common } from './common';
import { detail } from './detail';
import { home } from './home';
import { listing } from './listing';
import { pages } from './pages';
import { shortlist } from './shortlist';
import { site } from './site';

/** Every text of the public pages in English: the catalogue the Malayalam one is checked against. */
export const en = { site, common, home, listing, detail, pages, shortlist, alerts };
