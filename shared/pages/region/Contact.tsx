import type { ReactNode } from 'react';
import { nl } from '../../texts/nl';
import { SiteLink } from '../../ui/SiteLink';

export interface ContactFacts {
  /** Address lines: 'Straat 1', '1234 AB Plaats'. */
  address: string[];
  person?: string | null;
  email?: string | null;
  phone?: string | null;
  extra?: { label: string; value: ReactNode }[];
  socials?: { title: string; url: string }[];
}

/** 'tel:' address of a Dutch phone number as written ('088 - 123 4001' → tel:0881234001). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Contact details as a description list: address, person, e-mail and phone as links, socials. */
export function Contact({ id, title, facts }: { id: string; title: string; facts: ContactFacts }) {
  const t = nl.regions.contact;
  const rows: { label: string; value: ReactNode }[] = [];
  if (facts.address.length > 0)
    rows.push({
      label: t.address,
      value: facts.address.map((line) => (
        <span key={line} className="an-contact__line">
          {line}
        </span>
      )),
    });
  if (facts.person) rows.push({ label: t.person, value: facts.person });
  if (facts.email) rows.push({ label: t.email, value: <a href={`mailto:${facts.email}`}>{facts.email}</a> });
  if (facts.phone) rows.push({ label: t.phone, value: <a href={telHref(facts.phone)}>{facts.phone}</a> });
  rows.push(...(facts.extra ?? []));
  if (facts.socials && facts.socials.length > 0) {
    rows.push({
      label: t.socials,
      value: (
        <ul className="an-contact__socials">
          {facts.socials.map((s) => (
            <li key={s.url}>
              <SiteLink href={s.url}>{s.title}</SiteLink>
            </li>
          ))}
        </ul>
      ),
    });
  }
  return (
    <section className="an-contact" id={id} aria-labelledby={`${id}-titel`}>
      <h2 className="an-contact__title" id={`${id}-titel`}>
        {title}
      </h2>
      <dl className="an-contact__facts">
        {rows.map((row) => (
          <div key={row.label} className="an-contact__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
