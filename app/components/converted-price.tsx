import { formatConverted } from '../../contract/currency';
import { useI18n } from '../i18n/i18n';
import { useRootData } from '../lib/site';

/**
 * A rupee price in the visitor's currency, after it (issue 34, item 5): ' · ≈ AED 371,000' (a card
 * puts it on a line of its own, without the dot), the rate and its date on hover (`title`), and in
 * words where the page asks (`withNote`: the detail page, where a phone cannot hover). Nothing
 * when the visitor chose rupees only. The root's loader chose the currency and read the rate.
 */
export function ConvertedPrice({ rupees, withNote }: { rupees: number; withNote?: boolean }) {
  const money = useRootData()?.money;
  const { language } = useI18n();
  if (!money) return null;
  return (
    <span className="converted-price" title={money.notes[language]}>
      <i> · </i>
      {`≈ ${formatConverted(rupees, money)}`}
      {withNote && <small>{money.notes[language]}</small>}
    </span>
  );
}
