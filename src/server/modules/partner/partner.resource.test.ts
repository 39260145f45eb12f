import { describe, expect, it } from 'vitest';
import { en } from '../../../web/admin/locales/en.ts';
import { vi } from '../../../web/admin/locales/vi.ts';
import { SECTIONS } from '../../../web/admin/sections/index.ts';
import { sniff } from '../../storage/file-types.ts';
import { partnerResource } from './partner.resource.ts';

describe('the partner logo', () => {
  it('is offered in exactly the types the server accepts: no SVG, which it refuses', () => {
    const field = SECTIONS['board/partner'].form!.fields.find(
      (f) => f.name === partnerResource.upload!.field,
    )!;
    const offered = field.file!.accept!.split(',');
    const accepted = partnerResource.upload!.accepts.map(
      (kind) =>
        ({ jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' })[kind as 'jpg'],
    );
    expect(offered.sort()).toEqual(accepted.sort());
    expect(sniff(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    for (const hint of [en.hint.logo, vi.hint.logo]) {
      expect(hint).not.toMatch(/svg/i);
      for (const kind of ['jpg', 'png', 'gif', 'webp']) expect(hint).toContain(kind);
    }
  });
});
