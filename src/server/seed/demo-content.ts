import fs from 'node:fs';
import type { LocaleCd } from '../../common/codes.ts';
import type { SeedContent } from './types.ts';

/**
 * The demo texts, one data file per language beside this module (`scripts/build.mjs` copies them
 * into dist/). Read only when the demo is written, so a normal start never loads them.
 */
export const DEMO_FILES: Readonly<Record<LocaleCd, URL>> = {
  EN: new URL('./demo/en.json', import.meta.url),
  VI: new URL('./demo/vi.json', import.meta.url),
};

export type DemoContent = Record<LocaleCd, SeedContent>;

/** Both languages' demo texts; item i of a list in one is item i's translation in the other. */
export async function readDemoContent(): Promise<DemoContent> {
  const read = async (file: URL) => JSON.parse(await fs.promises.readFile(file, 'utf8')) as SeedContent;
  return { EN: await read(DEMO_FILES.EN), VI: await read(DEMO_FILES.VI) };
}
