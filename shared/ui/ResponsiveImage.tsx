import type { CropFamily, Image } from '../contract/common';

/** Layout width of the image, for the `sizes` hint (spec section 9). */
export type ImageSlot = 'third' | 'half' | 'full' | 'hero' | 'header';

const SIZES: Record<ImageSlot, string> = {
  third: '(min-width: 48rem) 270px, 100vw',
  half: '(min-width: 48rem) 404px, 100vw',
  full: '(min-width: 48rem) 808px, 100vw',
  hero: '100vw',
  header: '(min-width: 64rem) 580px, 100vw',
};

interface Props {
  image: Image;
  family: CropFamily;
  slot?: ImageSlot;
  /** The image's `sizes` from its layout (shared/ui/image-sizes.ts); wins over `slot`. */
  sizes?: string;
  /** The header image: loaded first, never lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * An image from CMS crops: `srcset` per crop family, WebP first where the CMS
 * offers it, width and height always set (no layout shift), lazy unless it is
 * the header image.
 */
export function ResponsiveImage({ image, family, slot = 'full', sizes: given, priority = false, className }: Props) {
  const sizes = given ?? SIZES[slot];
  const crops = image.crops.filter((c) => c.family === family).sort((a, b) => a.width - b.width);
  const plain = crops.filter((c) => c.format !== 'webp');
  const webp = crops.filter((c) => c.format === 'webp');
  const srcset = (list: typeof crops) => list.map((c) => `${c.url} ${c.width}w`).join(', ');
  // The largest crop gives the intrinsic size; the browser scales it down.
  const largest = plain[plain.length - 1];
  const width = largest?.width ?? image.width;
  const height = largest?.height ?? Math.round((image.height / image.width) * width);
  const fallback = plain[Math.min(1, plain.length - 1)]?.url ?? image.url;
  const img = (
    <img
      className={className}
      src={fallback}
      srcSet={plain.length > 0 ? srcset(plain) : undefined}
      sizes={plain.length > 0 ? sizes : undefined}
      width={width}
      height={height}
      alt={image.alt}
      title={image.title}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  if (webp.length === 0) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={srcset(webp)} sizes={sizes} />
      {img}
    </picture>
  );
}
