/**
 * /certificaat/{code}: the public verification page of a certificate (spec
 * sections 2 and 9): name, training and date, the certificate itself (a JPEG
 * rendered by the worker), its download and sharing through two social
 * networks. Not indexed; the same for everyone, so cacheable.
 */
import { formatDate } from '../../format/date';
import { href } from '../../routes';
import { shareMenu } from '../../share';
import { fill } from '../../texts/fill';
import { nl } from '../../texts/nl';
import type { Loaded, ScreenModule } from '../screen';
import { param } from '../../routes';
import { t } from './common';

const p = t.certificatePage;

export interface CertificateView {
  code: string;
  name: string;
  trainingTitle: string;
  trainingSlug: string;
  issuedAt: string;
}

interface CertificateData {
  certificate: CertificateView;
  /** Absolute address of this page (what is shared). */
  pageUrl: string;
  /** Just made: say that it was also sent by mail. */
  fresh: boolean;
}

/** The JPEG's own size, so the page reserves its place. */
export const CERTIFICATE_WIDTH = 1200;
export const CERTIFICATE_HEIGHT = 848;

function CertificatePageView({ data }: { data: CertificateData }) {
  const { certificate: cert, pageUrl, fresh } = data;
  const date = formatDate(cert.issuedAt);
  const image = href('certificate-image', { code: cert.code });
  const share = shareMenu(pageUrl, fill(p.heading, { training: cert.trainingTitle }), {
    whatsapp: nl.pageTools.whatsapp,
    facebook: p.shareFacebook,
    x: nl.pageTools.x,
    linkedin: p.shareLinkedIn,
    email: nl.pageTools.email,
    emailSubject: '',
    emailBody: '',
  }).links.filter(
    (l) => l.target === 'facebook' || l.target === 'linkedin',
  );
  return (
    <div className="an-container an-container--text an-tr">
      <h1>{fill(p.heading, { training: cert.trainingTitle })}</h1>
      {fresh ? (
        <p className="an-tr-sent" role="status">
          {p.sent}
        </p>
      ) : null}
      <dl className="an-tr-facts">
        <dt>{p.issuedTo}</dt>
        <dd>{cert.name}</dd>
        <dt>{p.training}</dt>
        <dd>
          <a href={href('training', { training: cert.trainingSlug })}>{cert.trainingTitle}</a>
        </dd>
        <dt>{p.date}</dt>
        <dd>
          <time dateTime={cert.issuedAt.slice(0, 10)}>{date}</time>
        </dd>
        <dt>{p.code}</dt>
        <dd>{cert.code}</dd>
      </dl>
      <p>{p.valid}</p>
      <img className="an-tr-certificate-image" src={image} width={CERTIFICATE_WIDTH} height={CERTIFICATE_HEIGHT} alt={fill(p.imageAlt, { training: cert.trainingTitle, naam: cert.name, datum: date })} />
      <p>
        <a className="an-button" href={image} download={`certificaat-${cert.code}.jpg`}>
          {p.download}
        </a>
      </p>
      <h2>{p.shareTitle}</h2>
      <ul className="an-tr-share">
        {share.map((l) => (
          <li key={l.target}>
            <a href={l.href} target="_blank" rel="noopener noreferrer">
              {l.label} <span className="an-visually-hidden">{nl.pageTools.newWindow}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function certificateLoaded(certificate: CertificateView, siteBase: string, fresh: boolean): Loaded<CertificateData> {
  const path = href('certificate', { code: certificate.code });
  return {
    data: { certificate, pageUrl: siteBase + path, fresh },
    seo: {
      title: fill(p.heading, { training: certificate.trainingTitle }),
      description: `${p.issuedTo} ${certificate.name}, ${formatDate(certificate.issuedAt)}.`,
      canonical: path,
      robots: 'noindex, nofollow',
      og: { type: 'website', image: siteBase + href('certificate-image', { code: certificate.code }) },
    },
  };
}

export const CertificateScreenView = CertificatePageView;

/** /certificaat/{code}: the certificate from the site's own database. */
export const certificateScreen: ScreenModule<CertificateData> = {
  async load(ctx) {
    const cert = await ctx.community.certificate(param(ctx.params, 'code') ?? '');
    return cert ? certificateLoaded(cert, ctx.config.siteBase, param(ctx.params, 'nieuw') === '1') : null;
  },
  View: CertificatePageView,
};
