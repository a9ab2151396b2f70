/**
 * Vacancies near a place or in a region (issue 15, item 2), for the region
 * pages of issue 14: with a place (the region search) the nearest open
 * vacancies within 10 km (`/api/v1/region/vacancies/closest`), on a region's
 * own page its open vacancies (the region view,
 * `/api/v1/region/vacancies/{regionId}`); six, as both calls give a page.
 */
import { Island } from '../islands/Island';
import { selectVacancyEvent, vacancyCardsOf, type VacancyCardView } from '../model/vacancy';
import { href } from '../routes';
import { nl } from '../texts/nl';
import { SplicedPart } from '../ui/reused-part';
import { VacancyCard } from '../ui/VacancyCard';
import type { ContentReader } from './screen';

/** The range of the nearest vacancies (spec section 9: the region dashboard's 10 km). */
export const NEAREST_VACANCIES_KM = 10;

export interface NearestVacanciesData {
  cards: VacancyCardView[];
  total: number;
  /** The count or, when there is none, the empty text. */
  summary: string;
  /** The list with all of them: the overview around the place, or the region's own list. */
  more: { label: string; href: string };
}

/** With a place: the nearest vacancies (a place the search cannot find has none); else the region's, `list` the address of its own list. */
export async function loadNearestVacancies(
  content: Pick<ContentReader, 'closestVacancies' | 'regionVacancies'>,
  at: { place: string } | { region: { id: number; title: string }; list: string },
): Promise<NearestVacanciesData> {
  const t = nl.vacancies;
  if ('place' in at) {
    const list = (await content.closestVacancies(at.place, NEAREST_VACANCIES_KM, 0)) ?? { Total: 0, Vacancies: [] };
    return {
      cards: vacancyCardsOf(list.Vacancies),
      total: list.Total,
      summary: list.Total > 0 ? t.nearCount(list.Total, NEAREST_VACANCIES_KM, at.place) : t.nearestEmpty,
      more: { label: t.nearestMore, href: href('vacancies', { plaats: at.place, afstand: NEAREST_VACANCIES_KM }) },
    };
  }
  const list = await content.regionVacancies(at.region.id, 0);
  return {
    cards: vacancyCardsOf(list.Vacancies),
    total: list.Total,
    summary: list.Total > 0 ? t.regionCount(list.Total, at.region.title) : t.regionEmpty(at.region.title),
    more: { label: t.regionVacancies(at.region.title), href: at.list },
  };
}

/** The count and the cards (or the empty text), and the select_vacancy events of the cards. */
export function NearestVacancies({ data, currentPath }: { data: NearestVacanciesData; currentPath: string }) {
  return (
    <>
      <p className="an-list__count">{data.summary}</p>
      {data.cards.length > 0 ? <SplicedPart source={data.cards} variant={currentPath} render={nearestCards} /> : null}
      <Island name="vacancy-events" wake="load" props={{}} />
    </>
  );
}

/** The cards, from the cards and the page's path only (reused markup: SplicedPart). */
function nearestCards(cards: readonly VacancyCardView[], currentPath: string) {
  return (
    <ul className="an-vacancy-list">
      {cards.map((card) => (
        <VacancyCard key={card.id} vacancy={card} headingLevel={3} currentPath={currentPath} track={selectVacancyEvent(card)} />
      ))}
    </ul>
  );
}
