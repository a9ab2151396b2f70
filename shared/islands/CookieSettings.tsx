import { useEffect, useRef, useState, type FormEvent } from 'react';
import { currentConsent, saveConsent, ONLY_NECESSARY, type Consent } from '../consent';
import { href } from '../routes';
import { nl } from '../texts/nl';

export interface CookieSettingsProps {
  /** The no-JavaScript post/redirect/get round trip came back with ?opgeslagen=ja. */
  saved: boolean;
}

type Optional = 'statistics' | 'marketing';
const OPTIONAL: Optional[] = ['statistics', 'marketing'];

/**
 * Cookie settings on /cookies: one yes/no radio group per optional category.
 * Without JavaScript it posts to /cookies (the worker sets the cookie and
 * redirects back); with JavaScript it shows the stored choice and saves in
 * place, announcing the result in a polite live region.
 */
export default function CookieSettings({ saved: savedOnLoad }: CookieSettingsProps) {
  const [choice, setChoice] = useState<Consent>(ONLY_NECESSARY);
  const [saved, setSaved] = useState(savedOnLoad);
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const stored = currentConsent();
    if (stored) setChoice(stored);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    saveConsent(choice);
    setSaved(true);
    statusRef.current?.focus();
  };

  const t = nl.cookies;
  return (
    <form className="an-cookie-settings" method="post" action={href('cookies')} onSubmit={onSubmit} noValidate>
      <div className="an-notification" role="status" tabIndex={-1} ref={statusRef}>
        {saved ? <p className="an-notification__text">{t.saved}</p> : null}
      </div>
      <div className="an-cookie-settings__category">
        <h3>{t.categories.necessary.title}</h3>
        <p>{t.categories.necessary.text}</p>
        <p className="an-cookie-settings__always">{t.alwaysOn}</p>
      </div>
      {OPTIONAL.map((category) => (
        <fieldset className="an-fieldset an-cookie-settings__category" key={category}>
          <legend className="an-fieldset__legend">
            <span className="an-cookie-settings__heading">{t.categories[category].title}</span>
            <span className="an-cookie-settings__question">{t.categories[category].question}</span>
          </legend>
          <p>{t.categories[category].text}</p>
          <div className="an-choices an-choices--inline">
            {(['1', '0'] as const).map((value) => (
              <div className="an-choice" key={value}>
                <input
                  className="an-choice__input"
                  type="radio"
                  id={`cookies-${category}-${value}`}
                  name={category}
                  value={value}
                  checked={choice[category] === (value === '1')}
                  onChange={() => (setChoice({ ...choice, [category]: value === '1' }), setSaved(false))}
                />
                <label className="an-choice__label" htmlFor={`cookies-${category}-${value}`}>
                  {value === '1' ? t.yes : t.no}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
      ))}
      <button type="submit" className="an-button">
        {t.save}
      </button>
    </form>
  );
}
