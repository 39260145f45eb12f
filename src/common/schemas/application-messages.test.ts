import { describe, expect, it } from 'vitest';
import { applicationTemplateSchema, bulkStatusSchema, unknownPlaceholders } from './application-messages.ts';

describe('stage e-mail templates', () => {
  it('names each unknown {word} once, in order, and knows the four placeholders', () => {
    expect(unknownPlaceholders('{name} {Name} {jobTitle} {x} {statusPage} {x} {siteName} {}')).toEqual([
      'Name',
      'x',
      '',
    ]);
    expect(unknownPlaceholders('Hi {name}, { spaced } and {{name}}')).toEqual([]);
  });

  it('refuses a template naming an unknown placeholder, with the message naming it', () => {
    const result = applicationTemplateSchema.safeParse({
      statusCd: '60',
      localeCd: 'vi',
      subject: 'Kết quả {jobTitle}',
      body: 'Chào {ten}',
      send: 'Y',
      delayMinutes: '1440',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Unknown placeholders: \{ten\}/);
    expect(result.error?.issues[0]?.path).toEqual(['body']);
  });

  it('takes a form’s strings: the language in any case, the delay as digits', () => {
    const parsed = applicationTemplateSchema.parse({
      statusCd: '30',
      localeCd: 'vi',
      subject: ' Mời phỏng vấn ',
      body: 'Chào {name}',
      send: 'N',
      delayMinutes: '15',
    });
    expect(parsed).toEqual({
      statusCd: '30',
      localeCd: 'VI',
      subject: 'Mời phỏng vấn',
      body: 'Chào {name}',
      send: 'N',
      delayMinutes: 15,
    });
  });

  it('bulk: 1 to 500 applications, the limit named', () => {
    const of = (count: number) => ({
      applicationNos: Array.from({ length: count }, (_, i) => i + 1),
      statusCd: '60',
    });
    expect(bulkStatusSchema.safeParse(of(500)).success).toBe(true);
    expect(bulkStatusSchema.safeParse(of(501)).error?.issues[0]?.message).toContain('at most 500');
    expect(bulkStatusSchema.safeParse(of(0)).success).toBe(false);
  });
});
