import { useCallback, useEffect, useRef, useState } from 'react';
import { printEvent, pushToDataLayer } from '../analytics';
import { linkInfo } from '../links';
import { readableChunks, speak, speechAvailable, stopSpeaking, type ReadAloudConfig } from '../read-aloud';
import { isMobileAgent, type ShareMenu } from '../share';
import type { Modal as ModalComponent } from '../ui/Modal';

/** The texts of the tools bar (nl.pageTools), given by the server so the island's code stays small. */
export interface PageToolsTexts {
  label: string;
  print: string;
  readAloud: string;
  readAloudStop: string;
  share: string;
  shareMenu: string;
  copyLink: string;
  copied: string;
  copyFailed: string;
  newWindow: string;
  close: string;
  unavailableTitle: string;
  unavailableText: string;
  unavailableMore: string;
  unavailableBack: string;
}

export interface PageToolsProps {
  /** Absolute address of the page. */
  url: string;
  path: string;
  /** Null where this page offers no sharing. */
  share: ShareMenu | null;
  /** Null when 'Lees voor' is hidden on this page. */
  readAloud: ReadAloudConfig | null;
  texts: PageToolsTexts;
}

/** How long 'Link gekopieerd' stays (spec section 9: 2000 ms). */
export const COPY_MESSAGE_MS = 2000;

/** Opens every closed <details> for printing and closes them again afterwards. */
function usePrintOpensDetails() {
  useEffect(() => {
    const opened: HTMLDetailsElement[] = [];
    const before = () => {
      document.querySelectorAll<HTMLDetailsElement>('main details:not([open], .an-share)').forEach((d) => {
        d.open = true;
        opened.push(d);
      });
    };
    const after = () => opened.splice(0).forEach((d) => (d.open = false));
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
}

/**
 * The page tools bar 'Voorlezen, printen en delen'. Print, the browser's read
 * aloud and 'Kopieer link' need JavaScript and are shown only when it runs
 * (CSS: .an-js); the share menu is a native disclosure of plain links, so
 * sharing works without JavaScript too.
 */
export default function PageTools({ url, path, share, readAloud, texts: t }: PageToolsProps) {
  const shareRef = useRef<HTMLDetailsElement>(null);
  const [mobile, setMobile] = useState(false);
  const [speaking, setSpeaking] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  // The modal is needed only where the browser cannot speak: loaded then, not with the tools.
  const [Modal, setModal] = useState<typeof ModalComponent | null>(null);
  const [message, setMessage] = useState('');
  // Marks the bar as working (hydrated), for styles and for tests that need to know.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  usePrintOpensDetails();

  useEffect(() => setMobile(isMobileAgent(navigator.userAgent)), []);
  useEffect(() => {
    window.addEventListener('pagehide', stopSpeaking);
    return () => window.removeEventListener('pagehide', stopSpeaking);
  }, []);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(''), COPY_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const closeShare = useCallback((returnFocus: boolean) => {
    const details = shareRef.current;
    if (!details?.open) return;
    details.open = false;
    if (returnFocus) details.querySelector('summary')?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && shareRef.current?.open) closeShare(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (shareRef.current && !shareRef.current.contains(event.target as Node)) closeShare(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [closeShare]);

  const print = () => {
    pushToDataLayer(printEvent(path));
    window.print();
  };

  const toggleSpeech = () => {
    if (speaking) {
      stopSpeaking();
      setSpeaking(false);
      return;
    }
    if (!speechAvailable()) {
      void import('../ui/Modal').then((m) => {
        setModal(() => m.Modal);
        setUnavailable(true);
      });
      return;
    }
    const main = document.getElementById('hoofdinhoud');
    setSpeaking(true);
    speak(main ? readableChunks(main) : [], () => setSpeaking(false));
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setMessage(t.copied);
    } catch {
      setMessage(t.copyFailed);
    }
  };

  return (
    <section className="an-tools" aria-label={t.label} data-ready={ready ? 'true' : undefined}>
      <button type="button" className="an-tools__button an-tools__button--print an-js-only" onClick={print}>
        {t.print}
      </button>
      {readAloud?.kind === 'speech' ? (
        <button type="button" className="an-tools__button an-tools__button--speak an-js-only" aria-pressed={speaking} onClick={toggleSpeech}>
          {speaking ? t.readAloudStop : t.readAloud}
        </button>
      ) : null}
      {readAloud?.kind === 'service' ? (
        <a className="an-tools__button an-tools__button--speak" href={readAloud.href} target="_blank" rel="noopener noreferrer">
          {t.readAloud}
          <span className="an-visually-hidden"> {t.newWindow}</span>
        </a>
      ) : null}
      {share ? (
        <details className="an-share" ref={shareRef}>
          <summary className="an-tools__button an-tools__button--share an-share__toggle">
            {t.share}
          </summary>
          <div className="an-share__menu">
            <p className="an-share__title">{t.shareMenu}</p>
            <ul className="an-share__list">
              {share.links.map((link) => {
                const href = mobile && link.target === 'whatsapp' ? share.whatsappApp : link.href;
                // The app scheme and mailto: open in place; web addresses follow the link rules (new tab).
                const attrs = href.startsWith('http') ? linkInfo(href, path).attrs : {};
                return (
                  <li key={link.target}>
                    <a className={`an-share__link an-share__link--${link.target}`} href={href} {...attrs}>
                      {link.label}
                      {attrs.target ? <span className="an-visually-hidden"> {t.newWindow}</span> : null}
                    </a>
                  </li>
                );
              })}
              <li className="an-js-only">
                <button type="button" className="an-share__link an-share__copy" onClick={copy}>
                  {t.copyLink}
                </button>
              </li>
            </ul>
          </div>
        </details>
      ) : null}
      <p className="an-tools__status" role="status">
        {message}
      </p>
      {Modal ? (
        <Modal
          open={unavailable}
          title={t.unavailableTitle}
          onClose={() => setUnavailable(false)}
          primary={{ label: t.unavailableBack, onClick: () => setUnavailable(false) }}
          secondary={{ label: t.unavailableMore, href: '/toegankelijkheid' }}
          closeLabel={t.close}
          lockScroll
        >
          <p>{t.unavailableText}</p>
        </Modal>
      ) : null}
    </section>
  );
}
