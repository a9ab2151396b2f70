import * as v from 'valibot';
import { truncate } from '../../format/truncate';
import { Icon } from '../../ui/Icon';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { SiteLink } from '../../ui/SiteLink';
import { IconF, ImageF, LinkF, Text } from '../fields';
import type { BlockModule } from '../types';
import { BlockColumnContext, IMAGE_SIZES, twoFifths } from '../../ui/image-sizes';
import { useContext } from 'react';

/** How much text each size shows before it is cut at a word boundary. */
const TEXT_MAX = { small: 0, medium: 160, large: 320 } as const;

const schema = v.pipe(
  v.object({
    field_type: v.optional(v.picklist(['small', 'medium', 'large']), 'medium'),
    field_teaser: v.object({ link: LinkF, icon: IconF, label: Text, title: Text, text: Text, image: ImageF }),
  }),
  v.transform(({ field_type: size, field_teaser: t }) => ({
    size,
    link: t.link,
    icon: t.icon,
    label: t.label,
    title: t.title || t.link?.title || '',
    text: TEXT_MAX[size] ? truncate(t.text, TEXT_MAX[size]) : '',
    // A small breaker is a one-line band: no image.
    image: size === 'small' ? null : t.image,
  })),
);
type Props = v.InferOutput<typeof schema>;

/** A teaser that breaks the page rhythm: small (a band), medium (with image), large (wide image, more text). */
function Breaker({ size, link, icon, label, title, text, image }: Props) {
  const column = useContext(BlockColumnContext);
  if (!title || !link) return null;
  return (
    <aside className={`an-block an-breaker an-breaker--${size}`} aria-label={label || title}>
      {image ? <ResponsiveImage image={image} family={size === 'large' ? 'wide' : 'card'} sizes={size === 'large' ? IMAGE_SIZES.breakerLarge : twoFifths(column)} className="an-breaker__image" /> : null}
      <div className="an-breaker__body">
        {icon ? <Icon name={icon} className="an-breaker__icon" /> : null}
        {label ? <p className="an-breaker__label">{label}</p> : null}
        <p className="an-breaker__title">
          <SiteLink href={link.url} className="an-breaker__link">
            {title}
          </SiteLink>
        </p>
        {text ? <p className="an-breaker__text">{text}</p> : null}
      </div>
    </aside>
  );
}

export const breakerBlock: BlockModule<Props> = { schema, Component: Breaker };
