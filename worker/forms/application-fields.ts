import type { ApplicationSendFields } from '../../shared/contract/forms';
import type { ApplicationValue } from '../../shared/forms/application/schema';
import type { ApplyRouting, ApplyTarget } from '../../shared/forms/application/target';

/**
 * The multipart text fields of an application (spec section 7). The routing
 * fields (Id, Open, VacancyType, VacancyTitle, Region, RegioRecipientEmail,
 * OrganisationUnitKey) come from the CMS vacancy only; the visitor's post
 * gives the personal fields. `Open` only for national vacancies, the routing
 * of a region only for regional ones, `HoneyPot` only when it was filled.
 */
export function applicationSendFields(
  target: ApplyTarget,
  routing: ApplyRouting,
  value: ApplicationValue,
  times: { renderedAt: string; sentAt: string },
  honeypot = '',
): ApplicationSendFields {
  const text = (name: Exclude<keyof ApplicationValue, 'cv'>) => value[name] ?? '';
  return {
    RenderedTimeStamp: times.renderedAt,
    SentTimeStamp: times.sentAt,
    Id: String(target.id),
    ...(target.kind === 'landelijk' ? { Open: String(target.open) } : {}),
    ...(honeypot ? { HoneyPot: honeypot } : {}),
    VacancyType: target.kind,
    VacancyTitle: target.title,
    ...(target.kind === 'regional' ? { Region: routing.region, RegioRecipientEmail: routing.regioRecipientEmail, OrganisationUnitKey: routing.organisationUnitKey } : {}),
    Gender: text('gender'),
    FirstName: text('firstName'),
    Insertion: text('insertion'),
    LastName: text('lastName'),
    City: text('city'),
    Email: text('email'),
    PhoneNumber: text('phone'),
    Education: text('education'),
    Motivation: text('motivation'),
    LinkedIn: text('linkedIn'),
  };
}
