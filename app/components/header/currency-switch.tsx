import { useLocation, useMatches } from 'react-router';

import { CURRENCIES, CURRENCY_PARAM, RUPEES_ONLY } from '../../../contract/currency';
import { useI18n } from '../../i18n/i18n';
import { useRootData } from '../../lib/site';

/**
 * The currency switch (issue 34, item 5; docs/decisions/022): a disclosure of plain links to this
 * page with `?currency=`, so it works before and without scripts and costs the page next to no
 * JavaScript. Each link loads the page anew: the server sets the cookie and renders the converted
 * prices (server/ssr/currency-choice.ts, app/root.tsx).
 */
export function CurrencySwitch() {
  const { m, path: pathInLanguage } = useI18n();
  const texts = m.site.currency;
  const chosen = useRootData()?.money?.code ?? RUPEES_ONLY;
  const { pathname, search } = useLocation();
  // A path no page has leads to the home page (as the language switch does): it is never echoed
  // into the page, nor can a request for `//other.host/` become a link to another host.
  const isNotFound = useMatches().some((match) => match.id.endsWith('not-found'));
  const hrefOf = (code: string) => {
    const query = new URLSearchParams(isNotFound ? '' : search);
    query.set(CURRENCY_PARAM, code);
    const path = isNotFound ? pathInLanguage('/') : pathname.replace(/^[/\\]+/, '/');
    return `${path}?${query}`;
  };
  return (
    <details className="currency-switch">
      <summary title={texts.label}>
        <span className="sr-only">{texts.label}: </span>
        {chosen === RUPEES_ONLY ? '₹' : chosen}
      </summary>
      <ul>
        {([RUPEES_ONLY, ...CURRENCIES] as const).map((code) => (
          <li key={code}>
            <a href={hrefOf(code)} aria-current={code === chosen || undefined} rel="nofollow">
              <b>{code === RUPEES_ONLY ? '₹' : code}</b>
              {code === RUPEES_ONLY ? texts.rupeesOnly : texts.names[code]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
