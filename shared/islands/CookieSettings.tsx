import { useEffect, useRef, useState, type FormEvent } from 'react';
import { currentConsent, saveConsent, ONLY_NECESSARY, type Consent } from '../consent';
import { href } from '../routes';
import { nl } from '../texts/nl';
import { AntiForgeryField } from '../ui/post-form/anti-forgery';
import { RadioFieldset } from '../ui/radio-fieldset';

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
  // Of the form kit only the radio groups and the token field: a PostForm and SubmitButton shared with the
  // newsletter island would split into chunks of their own, which the memory-test page's JS budget cannot carry.
  return (
    <form className="an-cookie-settings" method="post" action={href('cookies')} onSubmit={onSubmit} noValidate>
      <AntiForgeryField />
      <div className="an-notification" role="status" tabIndex={-1} ref={statusRef}>
        {saved ? <p className="an-notification__text">{t.saved}</p> : null}
      </div>
      <div className="an-cookie-settings__category">
        <h3>{t.categories.necessary.title}</h3>
        <p>{t.categories.necessary.text}</p>
        <p className="an-cookie-settings__always">{t.alwaysOn}</p>
      </div>
      {OPTIONAL.map((category) => (
        <RadioFieldset
          key={category}
          className="an-cookie-settings__category"
          name={category}
          legend={
            <>
              <span className="an-cookie-settings__heading">{t.categories[category].title}</span>
              <span className="an-cookie-settings__question">{t.categories[category].question}</span>
            </>
          }
          intro={<p>{t.categories[category].text}</p>}
          inline
          options={(['1', '0'] as const).map((value) => ({ value, id: `cookies-${category}-${value}`, label: value === '1' ? t.yes : t.no }))}
          value={choice[category] ? '1' : '0'}
          onChange={(value) => (setChoice({ ...choice, [category]: value === '1' }), setSaved(false))}
        />
      ))}
      <button type="submit" className="an-button">
        {t.save}
      </button>
    </form>
  );
}
