import type { SlideInView } from '../slide-in';
import { SiteLink } from '../ui/SiteLink';

export interface SlideInProps {
  /** The slide-ins that apply to this path, in weight order (chosen on the server). */
  candidates: SlideInView[];
  path: string;
  /** Texts from the server (nl.slideIn). */
  texts: { label: string; close: string };
}

/**
 * The slide-in banners, each in a `<template>` (inert, invisible, without
 * JavaScript nothing shows). Whether a visitor closed one lives in their
 * browser, so the page stays the same for everyone and cacheable; the plain
 * island client/islands/slide-in.ts (no React) picks the one to show.
 */
export default function SlideIn({ candidates, path, texts }: SlideInProps) {
  return (
    <>
      {candidates.map((shown) => (
        <template key={shown.id} data-slidein-id={shown.id}>
          <aside className="an-slidein" aria-label={texts.label}>
            {shown.image ? <img className="an-slidein__image" src={shown.image.url} alt={shown.image.alt} width={96} height={96} /> : null}
            <div className="an-slidein__body">
              <h2 className="an-slidein__title">
                <span className={shown.compactTitle ? 'an-slidein__full' : undefined}>{shown.title}</span>
                {shown.compactTitle ? <span className="an-slidein__compact">{shown.compactTitle}</span> : null}
              </h2>
              <p className="an-slidein__text">
                <span className={shown.compactText ? 'an-slidein__full' : undefined}>{shown.text}</span>
                {shown.compactText ? <span className="an-slidein__compact">{shown.compactText}</span> : null}
              </p>
              {shown.button ? (
                <SiteLink href={shown.button.url} currentPath={path} className="an-button an-slidein__button">
                  {shown.button.title}
                </SiteLink>
              ) : null}
            </div>
            <button type="button" className="an-slidein__close" aria-label={shown.closeLabel}>
              {texts.close}
            </button>
          </aside>
        </template>
      ))}
    </>
  );
}
