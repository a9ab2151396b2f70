import { href } from '../routes';
import { nl } from '../texts/nl';
import { CONSTANT_PART, ReusedPart } from './reused-part';

/**
 * The charity's mark: two overlapping circles (two people, side by side) with a
 * heart-shaped opening; our own simple design, no one else's trademark.
 */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg className="an-logo__mark" width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="18" cy="24" r="14" fill="#5b2a86" />
      <circle cx="30" cy="24" r="14" fill="#e0457b" fillOpacity="0.9" />
      <path d="M24 31c-4-3-7-5.5-7-8.6 0-2 1.5-3.4 3.4-3.4 1.5 0 2.8.8 3.6 2 .8-1.2 2.1-2 3.6-2 1.9 0 3.4 1.4 3.4 3.4 0 3.1-3 5.6-7 8.6z" fill="#fff" />
    </svg>
  );
}

type LogoVariant = 'horizontal' | 'vertical';

export function Logo({ variant = 'horizontal' }: { variant?: LogoVariant }) {
  // The same markup on every page for each variant: code and texts only.
  return <ReusedPart tag="a" attrs={{ className: `an-logo an-logo--${variant}`, href: href('home') }} source={CONSTANT_PART} variant={variant} render={logoInner} />;
}

function logoInner(_source: object, variant: string) {
  return (
    <>
      <LogoMark size={variant === 'vertical' ? 56 : 44} />
      <span className="an-logo__text">
        <span className="an-logo__name">Dementiezorg</span> <span className="an-logo__country">Nederland</span>
      </span>
      <span className="an-visually-hidden">{nl.site.logoSuffix}</span>
    </>
  );
}
