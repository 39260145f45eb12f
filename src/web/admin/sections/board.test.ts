import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { en } from '../locales/en.ts';
import { vi } from '../locales/vi.ts';
import { SECTIONS } from './index.ts';

describe('the image fields of the content sections', () => {
  it("offer the kinds their type declares, and their hints name those kinds and no SVG (which the server's sniffing refuses)", () => {
    for (const [key, type, hint] of [
      ['board/partner', CONTENT_TYPES.partner, 'logo'],
      ['main/banner', CONTENT_TYPES.banner, 'bannerImage'],
    ] as const) {
      const field = SECTIONS[key].form!.fields.find((f) => f.name === type.upload.field)!;
      expect(field.file!.accept!.split(',').length).toBe(type.upload.accepts.length);
      for (const text of [en.hint[hint], vi.hint[hint]]) {
        expect(text).not.toMatch(/svg/i);
        for (const kind of type.upload.accepts) expect(text).toContain(kind);
      }
    }
  });
});
