import type SharpModule from 'sharp';

type Sharp = typeof SharpModule;

let loading: Promise<Sharp> | undefined;

/**
 * sharp, loaded on the first image upload rather than at start: libvips and its libraries cost
 * resident memory in every process, and most processes never make a rendition (decision 016).
 * NOTE: libvips' operation cache (50 MB by default) is off: each upload is made once from its own
 * bytes, so nothing in it would be reused.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
