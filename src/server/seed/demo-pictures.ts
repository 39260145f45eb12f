import type { Auth } from '../auth.ts';
import type { MediaService } from '../modules/media/media.service.ts';
import { loadSharp } from '../storage/image-library.ts';
import { fileOfBytes } from '../storage/uploads.ts';
import { bannerSvg, logoSvg, newsSvg } from './art.ts';
import type { DemoContent } from './demo-content.ts';

/** The media library items of the demo pictures, by use, in the order of the texts. */
export interface DemoPictures {
  banners: number[];
  logos: number[];
  news: number[];
}

/**
 * Draws the demo pictures and uploads them to the media library as staff do (decision 036),
 * described in both languages: pictures are language-neutral, so both languages' items show the
 * same ones. Drawn and stored side by side: sharp works on libuv's threads.
 */
export async function uploadDemoPictures(
  media: MediaService,
  { EN, VI }: DemoContent,
  auth: Auth,
): Promise<DemoPictures> {
  const sharp = await loadSharp();
  const upload = async (fileName: string, svg: string, altEN: string, altVI: string) => {
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    return media.upload({ fields: { altEN, altVI }, files: { file: fileOfBytes(fileName, png) } }, auth);
  };
  const paletteOf = (i: number) => EN.banners[i % EN.banners.length]!.palette;
  const [banners, logos, news] = await Promise.all([
    Promise.all(
      EN.banners.map((banner, i) =>
        upload(
          `banner-${i + 1}.png`,
          bannerSvg(i, banner.palette),
          `Illustration: ${banner.title}`,
          `Hình minh họa: ${VI.banners[i]!.title}`,
        ),
      ),
    ),
    // A logo is described by the name it shows.
    Promise.all(
      EN.partners.map((partner, i) =>
        upload(`logo-${i + 1}.png`, logoSvg(partner.name, partner.color), partner.name, VI.partners[i]!.name),
      ),
    ),
    Promise.all(
      EN.news.map((item, i) =>
        upload(
          `news-${i + 1}.png`,
          newsSvg(i, paletteOf(i)),
          `Illustration: ${item.title}`,
          `Hình minh họa: ${VI.news[i]!.title}`,
        ),
      ),
    ),
  ]);
  return { banners, logos, news };
}
