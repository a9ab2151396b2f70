import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Texts } from '../texts/nl';

/** What the donation block (shared/blocks/donation/schema.ts) reads from the CMS for the widget. */
export interface DonateWidgetSettings {
  title: string;
  label: string;
  campaignCode: string;
  fullWidth: boolean;
  euroSign: boolean;
  /** `value` is the CMS frequency, sent as `frequentie`. */
  frequencies: { value: keyof Texts['donate']['frequencies']; label: string; amounts: number[] }[];
  /** The donation address (DONATION_URL). */
  action: string;
}
import { RadioFieldset } from '../ui/radio-fieldset';

/** Texts come from the server, so the widget's chunk does not carry every Dutch text of the site. */
export type DonateWidgetProps = DonateWidgetSettings & { texts: Texts['donate'] };

const OTHER = 'ander';
/** Spec section 4: the first frequency and the second amount start selected. */
const START_AMOUNT = 1;
const startAmount = (amounts: readonly number[]) => String(amounts[Math.min(START_AMOUNT, amounts.length - 1)] ?? OTHER);

/**
 * The donate widget: a GET form to the donation address (DONATION_URL) with
 * campaign code, frequency and amount, so it works without JavaScript. The
 * island only swaps the amounts when the frequency changes and checks a free
 * amount before the visitor leaves the site.
 */
export default function DonateWidget({ title, label, campaignCode, fullWidth, euroSign, frequencies, action, texts }: DonateWidgetProps) {
  const id = useId();
  const t = texts;
  const [frequency, setFrequency] = useState(0);
  const [amount, setAmount] = useState(() => startAmount(frequencies[0]?.amounts ?? []));
  const [other, setOther] = useState('');
  const [error, setError] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  // Marks the form as enhanced once hydrated (before that it is a plain form).
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const current = frequencies[frequency] ?? frequencies[0];
  if (!current || !action) return null;

  const chooseFrequency = (index: number) => {
    setFrequency(index);
    setAmount(startAmount(frequencies[index]?.amounts ?? []));
    setError(false);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (amount !== OTHER || (/^\d{1,6}$/.test(other.trim()) && Number(other) >= 1)) return;
    event.preventDefault();
    setError(true);
    requestAnimationFrame(() => summaryRef.current?.focus());
  };
  const otherId = `${id}-ander-bedrag`;
  const errorId = `${id}-fout`;
  const per = t.perFrequency[current.value];

  return (
    <form
      className={fullWidth ? 'an-donate an-donate--full' : 'an-donate'}
      method="get"
      action={action}
      noValidate
      onSubmit={onSubmit}
      data-enhanced={enhanced || undefined}
    >
      {title ? <h2 className="an-donate__title">{title}</h2> : null}
      {error ? (
        <div className="an-error-summary" role="alert" tabIndex={-1} ref={summaryRef} aria-labelledby={`${id}-summary`}>
          <h3 className="an-error-summary__title" id={`${id}-summary`}>
            {t.errorSummary}
          </h3>
          <ul className="an-error-summary__list">
            <li>
              <a href={`#${otherId}`}>{t.errorAmount}</a>
            </li>
          </ul>
        </div>
      ) : null}
      <input type="hidden" name="campagne" value={campaignCode} />
      <RadioFieldset
        className="an-donate__frequencies"
        name="frequentie"
        legend={t.frequencyLegend}
        options={frequencies.map((f, index) => ({ value: f.value, label: f.label, id: `${id}-f${index}` }))}
        value={current.value}
        onChange={(_, index) => chooseFrequency(index)}
      />
      <RadioFieldset
        className="an-donate__amounts"
        name="bedrag"
        legend={t.amountLegend}
        options={[
          ...current.amounts.map((a) => ({
            value: String(a),
            id: `${id}-a${a}`,
            label: (
              <>
                {euroSign ? `${t.euroBefore}${a}` : `${a}${t.euroAfter}`}
                {per ? <span className="an-visually-hidden">{per}</span> : null}
              </>
            ),
          })),
          { value: OTHER, id: `${id}-other`, label: t.otherAmount },
        ]}
        value={amount}
        onChange={(value) => (setAmount(value), value !== OTHER && setError(false))}
      >
        {/* The kit's Field markup, written out: the Field shared with the newsletter island would split into a chunk of its own (JS budget). */}
        <div className={error ? 'an-field an-field--error' : 'an-field'}>
          <label className="an-field__label" htmlFor={otherId}>
            {t.otherAmountLabel}
          </label>
          <p className="an-field__hint" id={`${otherId}-hint`}>
            {t.otherAmountHint}
          </p>
          {error ? (
            <p className="an-field__error" id={errorId}>
              {t.errorAmount}
            </p>
          ) : null}
          <div className="an-donate__other">
            {euroSign ? <span className="an-donate__euro" aria-hidden="true">€</span> : null}
            <input
              className="an-input an-donate__input"
              id={otherId}
              name="ander_bedrag"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={other}
              aria-describedby={error ? `${otherId}-hint ${errorId}` : `${otherId}-hint`}
              aria-invalid={error || undefined}
              onChange={(e) => (setOther(e.target.value), setAmount(OTHER))}
            />
          </div>
        </div>
      </RadioFieldset>
      <button type="submit" className="an-button an-donate__submit">
        {label}
      </button>
    </form>
  );
}
