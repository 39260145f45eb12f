import '../styles/components/focal-point.css';

export interface ImageVariant {
  w: number;
  url: string;
}

const srcsetOf = (variants: ImageVariant[]) => variants.map((v) => `${v.url} ${v.w}w`).join(', ');

/** A focal point coordinate as the whole percent its class names (0 to 100), the centre when unknown. */
const percentOf = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? 50 : Math.min(100, Math.max(0, Math.round(value)));

/**
 * The classes that crop an image around its focal point: one per axis from focal-point.css, not a
 * style attribute, which the CSP refuses (decision 046).
 */
export const focalClasses = (focal: { x?: number | undefined; y?: number | undefined }) =>
  `focal focal-x-${percentOf(focal.x)} focal-y-${percentOf(focal.y)}`;

/**
 * What a page's head preloads for its first image, when that image is the largest paint: the WebP
 * candidates the <source> offers (or the original without renditions), with the same sizes.
 */
export function imagePreload(src: string, variants: ImageVariant[] | undefined, sizes: string) {
  return variants && variants.length > 0
    ? { href: src, srcset: srcsetOf(variants), sizes, type: 'image/webp' }
    : { href: src };
}

/**
 * An uploaded image with its WebP renditions: the browser picks the width it displays, and the
 * original format stays as the fallback.
 */
export function ResponsiveImage({
  src,
  variants,
  sizes,
  alt,
  width,
  height,
  isPriority = false,
  className,
  focal,
}: {
  src: string;
  variants?: ImageVariant[] | undefined;
  sizes: string;
  alt: string;
  width: number;
  height: number;
  isPriority?: boolean;
  className?: string;
  /** The point a cropped image keeps in view: its media library item's focal point in percent (decision 036). */
  focal?: { x?: number | undefined; y?: number | undefined } | undefined;
}) {
  // A record without its image (e.g. a file lost from the store) shows nothing rather than a broken image.
  if (!src) return null;
  return (
    <picture>
      {variants && variants.length > 0 && (
        <source type="image/webp" srcSet={srcsetOf(variants)} sizes={sizes} />
      )}
      <img
        className={[className, focal && focalClasses(focal)].filter(Boolean).join(' ') || undefined}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={isPriority ? 'eager' : 'lazy'}
        decoding={isPriority ? 'sync' : 'async'}
        {...(isPriority ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
