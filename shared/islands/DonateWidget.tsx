import { useId } from 'react';
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
import { amountLabel, DONATE_OTHER, startAmount } from '../donate';

/** Texts come from the server, so the widget's chunk does not carry every Dutch text of the site. */
export type DonateWidgetProps = DonateWidgetSettings & { texts: Texts['donate'] };

/**
 * The donate widget: a GET form to the donation address (DONATION_URL) with
 * campaign code, frequency and amount, so it works without JavaScript. This is
 * the server's markup only: the plain island client/islands/donate-widget.ts
 * (no React in the browser) swaps the amounts when the frequency changes and
 * checks a free amount before the visitor leaves the site.
 */
export default function DonateWidget({ title, label, campaignCode, fullWidth, euroSign, frequencies, action, texts: t }: DonateWidgetProps) {
  const id = useId();
  const current = frequencies[0];
  if (!current || !action) return null;
  const otherId = `${id}-ander-bedrag`;
  const per = t.perFrequency[current.value];

  return (
    <form className={fullWidth ? 'an-donate an-donate--full' : 'an-donate'} method="get" action={action} noValidate>
      {title ? <h2 className="an-donate__title">{title}</h2> : null}
      <input type="hidden" name="campagne" value={campaignCode} />
      <RadioFieldset
        className="an-donate__frequencies"
        name="frequentie"
        legend={t.frequencyLegend}
        options={frequencies.map((f, index) => ({ value: f.value, label: f.label, id: `${id}-f${index}` }))}
        value={current.value}
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
                {amountLabel(a, euroSign, t)}
                {per ? <span className="an-visually-hidden">{per}</span> : null}
              </>
            ),
          })),
          { value: DONATE_OTHER, id: `${id}-other`, label: t.otherAmount },
        ]}
        value={startAmount(current.amounts)}
      >
        {/* The kit's Field markup, written out: the island adds the error in place (client/islands/donate-widget.ts). */}
        <div className="an-field">
          <label className="an-field__label" htmlFor={otherId}>
            {t.otherAmountLabel}
          </label>
          <p className="an-field__hint" id={`${otherId}-hint`}>
            {t.otherAmountHint}
          </p>
          <div className="an-donate__other">
            {euroSign ? <span className="an-donate__euro" aria-hidden="true">€</span> : null}
            <input
              className="an-input an-donate__input"
              id={otherId}
              name="ander_bedrag"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              defaultValue=""
              aria-describedby={`${otherId}-hint`}
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
