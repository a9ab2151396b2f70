/**
 * The sections a region shows, on its own page and as the region search's
 * dashboard (spec section 2, "Region search: sub-menu Uitgelicht, Activiteiten
 * in deze regio, Nieuws, Voorzieningen in de regio, Bekijk de vacatures,
 * Informatie over dementie, Alle regionale informatie"; the region page adds
 * 'Overzicht locaties' and 'Over de regio'). Each section has an id the
 * sub-menu links to; an empty section is left out, and so is its menu entry.
 */
import type { ReactNode } from 'react';
import type { OverDeRegioTeaser, RegionTeaser } from '../../contract';
import type { ActivityCardView } from '../../model/places';
import type { NewsCardView } from '../../model/news';
import { nl } from '../../texts/nl';
import { ActivityCard } from '../../ui/ActivityCard';
import { Card } from '../../ui/Card';
import { NewsCard } from '../../ui/NewsCard';
import { SplicedPart, variantOf, variantParts } from '../../ui/reused-part';
import { SiteLink } from '../../ui/SiteLink';

export interface SubMenuItem {
  id: string;
  label: string;
}

/** The sub-menu: links to the sections of this page (a list of anchors; works without JavaScript). */
export function SubMenu({ items }: { items: readonly SubMenuItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav className="an-submenu" aria-label={nl.regions.subMenu}>
      <ul className="an-submenu__list">
        {items.map((item) => (
          <li key={item.id}>
            <a className="an-submenu__link" href={`#${item.id}`}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A titled section the sub-menu can link to. */
export function Section({ id, title, children, more }: { id: string; title: string; children: ReactNode; more?: { label: string; href: string } | null }) {
  return (
    <section className="an-region-section" id={id} aria-labelledby={`${id}-titel`}>
      <h2 className="an-region-section__title" id={`${id}-titel`}>
        {title}
      </h2>
      {children}
      {more ? (
        <p className="an-region-section__more">
          <SiteLink href={more.href} className="an-button an-button--secondary">
            {more.label}
          </SiteLink>
        </p>
      ) : null}
    </section>
  );
}

/**
 * The card lists below are made of the cards and a variant of heading level
 * and page path only, so when the cards are kept with a held answer
 * (loadedOnce, shared/loaded-once.ts) their markup is reused (SplicedPart).
 */
function fromVariant(variant: string): { headingLevel: 2 | 3; currentPath: string } {
  const [level, currentPath] = variantParts(variant);
  return { headingLevel: level === '2' ? 2 : 3, currentPath };
}

/** Teasers (highlights, facilities, dementia information) as cards. */
export function TeaserCards({ items, currentPath }: { items: readonly RegionTeaser[]; currentPath: string }) {
  return <SplicedPart source={items} variant={variantOf(3, currentPath)} render={teaserCards} />;
}
function teaserCards(items: readonly RegionTeaser[], variant: string) {
  const { currentPath } = fromVariant(variant);
  return (
    <ul className="an-cards an-cards--3 an-region-teasers">
      {items.map((item) => (
        <li key={item.id}>
          <Card title={item.title} url={item.url} text={item.introduction} image={item.image} headingLevel={3} currentPath={currentPath} />
        </li>
      ))}
    </ul>
  );
}

export function ActivityCards({ cards, currentPath, headingLevel = 3 }: { cards: readonly ActivityCardView[]; currentPath: string; headingLevel?: 2 | 3 }) {
  return <SplicedPart source={cards} variant={variantOf(headingLevel, currentPath)} render={activityCards} />;
}
function activityCards(cards: readonly ActivityCardView[], variant: string) {
  const { headingLevel, currentPath } = fromVariant(variant);
  return (
    <ul className="an-cards an-cards--3 an-activity-list">
      {cards.map((card) => (
        <ActivityCard key={card.id} card={card} currentPath={currentPath} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}

export function NewsCards({ cards, currentPath, headingLevel = 3 }: { cards: readonly NewsCardView[]; currentPath: string; headingLevel?: 2 | 3 }) {
  return <SplicedPart source={cards} variant={variantOf(headingLevel, currentPath)} render={newsCards} />;
}
function newsCards(cards: readonly NewsCardView[], variant: string) {
  const { headingLevel, currentPath } = fromVariant(variant);
  return (
    <ul className="an-cards an-cards--3 an-news-list">
      {cards.map((card) => (
        <NewsCard key={card.id} {...card} headingLevel={headingLevel} currentPath={currentPath} />
      ))}
    </ul>
  );
}

/** The 'Over de regio' teaser: its title as a link, its introduction. */
export function AboutTeaser({ about, currentPath }: { about: OverDeRegioTeaser; currentPath: string }) {
  return (
    <ul className="an-cards an-cards--3">
      <li>
        <Card title={about.title} url={about.url} text={about.intro} image={about.image} headingLevel={3} currentPath={currentPath} />
      </li>
    </ul>
  );
}
