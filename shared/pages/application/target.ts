/**
 * The vacancy an application form belongs to: the vacancy at the form's
 * address minus `/solliciteren` (ContentReader.vacancy, the vacancies
 * model). The route decides which kind of vacancy may live there; anything
 * else (no page, no vacancy, a vacancy of another kind) is no form (404).
 */
import type { ApplyRouting, ApplyTarget } from '../../forms/application/target';
import { isContactRequest, isExpired, type Vacancy } from '../../model/vacancy';
import type { ContentReader } from '../screen';

export type ApplyScreenKind = 'regional' | 'national' | 'contact-request' | 'corporate';

/** The vacancy page's path for a form address: the same path without its last segment `/solliciteren`. */
export const vacancyPathOf = (formPath: string): string => formPath.replace(/\/+$/, '').replace(/\/solliciteren$/, '') || '/';

export interface LoadedTarget {
  target: ApplyTarget;
  routing: ApplyRouting;
}

export function applyTargetOf(vacancy: Vacancy, now: Date): LoadedTarget {
  return {
    target: {
      id: vacancy.id,
      path: vacancy.path,
      kind: vacancy.kind,
      title: vacancy.title,
      theme: vacancy.theme,
      hours: vacancy.hours,
      duration: vacancy.duration,
      place: vacancy.place,
      regionName: vacancy.region?.name ?? null,
      open: vacancy.open,
      contactRequest: isContactRequest(vacancy.kind, vacancy.title),
      formKind: vacancy.kind === 'corporate' ? 'corporate' : vacancy.formLength,
      closed: isExpired(vacancy.applyBefore, now),
    },
    routing: {
      region: vacancy.region?.name ?? '',
      regioRecipientEmail: vacancy.recipientEmail ?? '',
      organisationUnitKey: vacancy.organisationUnitKey ?? '',
    },
  };
}

/** Which vacancies each form route takes. */
function fits(screen: ApplyScreenKind, target: ApplyTarget): boolean {
  if (screen === 'regional') return target.kind === 'regional';
  if (screen === 'corporate') return target.kind === 'corporate';
  if (screen === 'contact-request') return target.contactRequest;
  return target.kind === 'landelijk';
}

export async function loadApplyTarget(content: Pick<ContentReader, 'vacancy'>, screen: ApplyScreenKind, formPath: string, now: Date): Promise<LoadedTarget | null> {
  const found = await content.vacancy(vacancyPathOf(formPath));
  const loaded = found ? applyTargetOf(found.vacancy, now) : null;
  return loaded && fits(screen, loaded.target) ? loaded : null;
}
