export interface ImageVariant {
  w: number;
  url: string;
}

const srcsetOf = (variants: ImageVariant[]) => variants.map((v) => `${v.url} ${v.w}w`).join(', ');

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
  position,
}: {
  src: string;
  variants?: ImageVariant[] | undefined;
  sizes: string;
  alt: string;
  width: number;
  height: number;
  isPriority?: boolean;
  className?: string;
  /** object-position of a cropped image: its media library item's focal point (decision 036). */
  position?: string | undefined;
}) {
  // A record without its image (e.g. a file lost from the store) shows nothing rather than a broken image.
  if (!src) return null;
  return (
    <picture>
      {variants && variants.length > 0 && (
        <source type="image/webp" srcSet={srcsetOf(variants)} sizes={sizes} />
      )}
      <img
        className={className}
        src={src}
        alt={alt}
        width={width}
        height={height}
        style={position ? { objectPosition: position } : undefined}
        loading={isPriority ? 'eager' : 'lazy'}
        decoding={isPriority ? 'sync' : 'async'}
        {...(isPriority ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
