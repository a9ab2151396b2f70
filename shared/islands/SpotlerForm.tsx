import { useEffect, useRef, useState } from 'react';
import { currentConsent, onConsentChange, saveConsent, ONLY_NECESSARY } from '../consent';
import { spotlerScriptUrl } from '../embeds';
import { nl } from '../texts/nl';

export interface SpotlerFormProps {
  formId: string;
  scriptId: string;
}

type State = 'waiting' | 'loading' | 'loaded' | 'failed';

/**
 * A Spotler (MailPlus) sign-up form. Its script is third-party code that sets
 * its own cookies, so it loads only with marketing consent, like embedded
 * media. The script writes the form into this container.
 */
export default function SpotlerForm({ formId, scriptId }: SpotlerFormProps) {
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<State>('waiting');
  const target = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setReady(true);
    if (currentConsent()?.marketing) setState('loading');
    return onConsentChange((consent) => {
      if (consent.marketing) setState((s) => (s === 'waiting' ? 'loading' : s));
    });
  }, []);

  useEffect(() => {
    if (state !== 'loading' || !target.current) return;
    const script = document.createElement('script');
    script.src = spotlerScriptUrl(formId, scriptId);
    script.async = true;
    // The page's CSP nonce, so the script is allowed without 'unsafe-inline'.
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) script.nonce = nonce;
    script.onload = () => setState('loaded');
    script.onerror = () => setState('failed');
    target.current.appendChild(script);
  }, [state, formId, scriptId]);

  const t = nl.blocks.spotler;
  return (
    <div className="an-spotler__inner">
      <div ref={target} className="an-spotler__target" />
      {state === 'waiting' ? (
        <div className="an-embed__notice">
          <p>{ready ? t.consentNeeded : t.noScript}</p>
          <p>
            <button type="button" className="an-button" hidden={!ready} onClick={() => saveConsent({ ...(currentConsent() ?? ONLY_NECESSARY), marketing: true })}>
              {t.accept}
            </button>
          </p>
        </div>
      ) : null}
      <p className="an-spotler__status" role="status">
        {state === 'loading' ? t.loading : state === 'failed' ? t.failed : ''}
      </p>
    </div>
  );
}
