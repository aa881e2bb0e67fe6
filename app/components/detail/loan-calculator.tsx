import { useId, useState } from 'react';

import { formatDecimal, formatNumber, formatPrice, formatRupees } from '../../../contract/format';
import { defaultLoanAmount, LOAN_DEFAULTS, LOAN_LIMITS, loanCost } from '../../../contract/loan';
import { useI18n } from '../../i18n/i18n';

/** The smallest loan the calculator offers (or the price, if lower): one lakh. */
const MIN_LOAN = 100_000;
const LOAN_STEP = 10_000;

/** A typed figure ('50,00,000', '8.5%') when it is one within the bounds; otherwise undefined. */
function readTyped(text: string, min: number, max: number): number | undefined {
  const number = Number(text.replace(/[,\s₹%]/g, ''));
  return text.trim() !== '' && Number.isFinite(number) && number >= min && number <= max
    ? number
    : undefined;
}

interface LoanFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** How the slider's value is read out ('₹50 Lakh', '8.5% a year'). */
  valueText: (value: number) => string;
  /** The typed input's bounds, as the message names them. */
  outOfRange: string;
  /** The value as the typed input shows it while not being edited ('50,00,000'). */
  display?: (value: number) => string;
  onChange: (value: number) => void;
}

/**
 * One term of the loan: a slider and a typed input on one value. The input keeps what is being
 * typed until it is a figure in range; leaving it shows the value in use again.
 */
function LoanField({
  label,
  value,
  min,
  max,
  step,
  valueText,
  outOfRange,
  display = String,
  onChange,
}: LoanFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const isValid = draft === null || readTyped(draft, min, max) !== undefined;

  return (
    <div className="loan-field">
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={draft ?? display(value)}
        aria-invalid={isValid ? undefined : true}
        aria-describedby={isValid ? undefined : `${id}-error`}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          const number = readTyped(text, min, max);
          if (number !== undefined) onChange(number);
        }}
        onBlur={() => setDraft(null)}
      />
      <input
        type="range"
        aria-label={label}
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText(value)}
        onChange={(event) => {
          setDraft(null);
          onChange(Number(event.target.value));
        }}
      />
      {!isValid && (
        <p id={`${id}-error`} className="loan-error">
          {outOfRange}
        </p>
      )}
    </div>
  );
}

/**
 * The loan (EMI) calculator of a listing for sale (issue 14, item 5): the loan amount (80% of the
 * price to start), the yearly rate (8.5%) and the tenure (20 years), each a slider and a typed
 * input; the monthly instalment, the total interest and payment, and how the payment splits
 * between principal and interest. Worked out in the browser (contract/loan.ts); the server renders
 * the starting figures, so they show before the page hydrates.
 */
export function LoanCalculator({ price }: { price: number }) {
  const { language, m } = useI18n();
  const texts = m.detail.loan;
  const headingId = useId();
  const maxLoan = Math.max(1, Math.round(price));
  const minLoan = Math.min(MIN_LOAN, maxLoan);
  const [amount, setAmount] = useState(() => defaultLoanAmount(price));
  const [rate, setRate] = useState<number>(LOAN_DEFAULTS.annualRatePercent);
  const [years, setYears] = useState<number>(LOAN_DEFAULTS.years);
  const cost = loanCost({ principal: amount, annualRatePercent: rate, years });
  const principalShare = cost ? Math.round((amount / cost.totalPayment) * 100) : 100;

  return (
    <section aria-labelledby={headingId} className="loan">
      <h2 id={headingId}>{texts.heading}</h2>
      <p className="loan-intro">{texts.intro}</p>
      <div className="loan-body">
        <div className="loan-fields">
          <LoanField
            label={texts.amount}
            value={amount}
            min={minLoan}
            max={maxLoan}
            step={Math.min(LOAN_STEP, maxLoan)}
            valueText={(value) => formatPrice(value, language)}
            display={(value) => formatNumber(value, language)}
            outOfRange={texts.outOfRange(
              formatRupees(minLoan, language),
              formatRupees(maxLoan, language),
            )}
            onChange={setAmount}
          />
          <LoanField
            label={texts.rate}
            value={rate}
            {...LOAN_LIMITS.annualRatePercent}
            valueText={(value) => texts.rateValue(formatDecimal(value, language))}
            outOfRange={texts.outOfRange(
              `${LOAN_LIMITS.annualRatePercent.min}%`,
              `${LOAN_LIMITS.annualRatePercent.max}%`,
            )}
            onChange={setRate}
          />
          <LoanField
            label={texts.years}
            value={years}
            {...LOAN_LIMITS.years}
            valueText={texts.yearsValue}
            outOfRange={texts.outOfRange(
              String(LOAN_LIMITS.years.min),
              String(LOAN_LIMITS.years.max),
            )}
            onChange={(value) => setYears(Math.round(value))}
          />
        </div>
        <div className="loan-results">
          <p className="loan-monthly" aria-live="polite" aria-atomic="true">
            <span>{texts.monthly}</span>
            <strong>{cost ? formatRupees(cost.monthlyPayment, language) : '—'}</strong>
          </p>
          <dl>
            <div>
              <dt>{texts.principal}</dt>
              <dd>{formatRupees(amount, language)}</dd>
            </div>
            <div>
              <dt>{texts.interest}</dt>
              <dd>{cost ? formatRupees(cost.totalInterest, language) : '—'}</dd>
            </div>
            <div>
              <dt>{texts.total}</dt>
              <dd>{cost ? formatRupees(cost.totalPayment, language) : '—'}</dd>
            </div>
          </dl>
          <div
            className="loan-chart"
            role="img"
            aria-label={texts.chart(principalShare, 100 - principalShare)}
          >
            <span className="loan-chart-principal" style={{ width: `${principalShare}%` }} />
          </div>
          <ul className="loan-legend" aria-hidden="true">
            <li className="is-principal">
              {texts.principal} {principalShare}%
            </li>
            <li className="is-interest">
              {texts.interest} {100 - principalShare}%
            </li>
          </ul>
          <p className="loan-note">{texts.note}</p>
        </div>
      </div>
    </section>
  );
}
