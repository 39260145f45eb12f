import { describe, expect, it } from 'vitest';
import { contentTableOf } from '../../../common/content-declaration.ts';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { EVENT_TABLE } from './019_events.ts';

describe('migration 019', () => {
  it('keeps the table the event declaration asks for (a changed declaration needs a migration of its own)', () => {
    expect(contentTableOf(CONTENT_TYPES.event)).toEqual(EVENT_TABLE);
  });
});
