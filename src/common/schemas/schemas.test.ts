import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { MSG } from '../messages.ts';
import { adminCreateSchema, adminUpdateSchema, ipSchema } from './admin.ts';
import { jobSchema } from './content.ts';
import { inquirySchema } from './inquiry.ts';
import { deleteBodySchema, listQuerySchema } from './list.ts';

/** The message the API would answer: the first issue's, as parseOrThrow reports it. */
function firstMessage(schema: ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
}

describe('inquirySchema', () => {
  const form = {
    policyChecked: 'Y',
    typeCd: '10',
    title: 'Hợp tác',
    contents: 'Xin chào',
    name: 'Nguyễn Văn A',
    email: 'van.a',
    emailDomain: '00',
    emailDomainName: 'example.vn',
    phone: '0912 345 678',
  };

  it('accepts a complete form, keeping digits only in the phone', () => {
    const parsed = inquirySchema.parse({ ...form, phone: '+84 (912) 345-678' });
    expect(parsed).toMatchObject({ policyChecked: 'Y', phone: '84912345678', emailDomainName: 'example.vn' });
  });

  it('checks consent first, then required fields, then the e-mail format', () => {
    const blank = { ...form, title: '', name: '', email: 'bad@', phone: '' };
    expect(firstMessage(inquirySchema, { ...blank, policyChecked: 'N' })).toBe(MSG.agreePrivacy);
    expect(firstMessage(inquirySchema, blank)).toBe(MSG.enterDetails);
    expect(firstMessage(inquirySchema, { ...form, email: 'bad..address' })).toBe(MSG.emailFormat);
    expect(firstMessage(inquirySchema, { ...form, phone: 'no digits' })).toBe(MSG.enterDetails);
  });

  it('answers the spec messages when fields are left out altogether', () => {
    expect(firstMessage(inquirySchema, {})).toBe(MSG.agreePrivacy);
    expect(firstMessage(inquirySchema, { policyChecked: 'Y' })).toBe(MSG.enterDetails);
    const { contents: _c, emailDomainName: _d, ...withoutOptional } = form;
    expect(inquirySchema.safeParse({ ...withoutOptional, emailDomain: '10' }).success).toBe(true);
  });

  it('accepts consent as Y, true or "true"', () => {
    for (const policyChecked of ['Y', true, 'true'])
      expect(inquirySchema.parse({ ...form, policyChecked }).policyChecked).toBe('Y');
  });

  it('takes a preset domain over the typed one and checks the full address', () => {
    expect(inquirySchema.parse({ ...form, emailDomain: '10', emailDomainName: 'x' }).emailDomainName).toBe(
      'gmail.com',
    );
    expect(inquirySchema.parse({ ...form, emailDomain: '20' }).emailDomainName).toBe('naver.com');
    expect(firstMessage(inquirySchema, { ...form, emailDomainName: 'example.info' })).toBe(MSG.emailFormat);
    expect(firstMessage(inquirySchema, { ...form, emailDomainName: '' })).toBe(MSG.emailFormat);
  });
});

describe('adminCreateSchema', () => {
  const admin = {
    role: 'System Manager',
    username: 'kim.lee',
    password: 'Abcdef1!',
    manager: 'Kim Lee',
    email: 'kim@kidventure.example',
    contact: '0912345678',
    mgtsettings: ['rBoardNews', 'aBoardNews'],
  };

  it('accepts a complete account and splits comma-separated settings', () => {
    expect(
      adminCreateSchema.parse({ ...admin, mgtsettings: 'rBoardNews, rMainBanner,rBoardNews' }).mgtsettings,
    ).toEqual(['rBoardNews', 'rMainBanner']);
    expect(adminCreateSchema.safeParse({ ...admin, contact: '84912345678' }).success).toBe(true);
  });

  it.each([
    [{ username: '' }, MSG.fillAllFields],
    [{ manager: ' ' }, MSG.fillAllFields],
    [{ email: '' }, MSG.fillAllFields],
    [{ contact: '' }, MSG.fillAllFields],
    [{ mgtsettings: [] }, MSG.fillAllFields],
    [{ password: 'abcdef1!' }, MSG.passwordPolicy],
    [{ password: 'Abcdefgh!' }, MSG.passwordPolicy],
    [{ password: 'Abcdefgh1' }, MSG.passwordPolicy],
    [{ password: 'Ab1!xyz' }, MSG.passwordPolicy],
    [{ password: 'Abcdefgh1!Abcdefg' }, MSG.passwordPolicy],
    [{ password: undefined }, MSG.passwordPolicy],
    [{ email: 'kim@example' }, MSG.adminEmail],
    [{ contact: '0212345678' }, MSG.adminContact],
    [{ contact: '091234567' }, MSG.adminContact],
    [
      { role: 'General Manager', mgtsettings: ['rUserIP'] },
      'Only a System Manager can hold User management rights',
    ],
    [
      { role: 'General Manager', mgtsettings: ['0ALL'] },
      'Only a System Manager can hold User management rights',
    ],
    [{ mgtsettings: ['rBoardNews', 'sudo'] }, 'mgtsettings holds an unknown permission'],
  ])('%j → %s', (change, message) => {
    expect(firstMessage(adminCreateSchema, { ...admin, ...change })).toBe(message);
  });

  it('accepts the longest and shortest allowed passwords', () => {
    expect(adminCreateSchema.safeParse({ ...admin, password: 'Abcdefgh1!Abcdef' }).success).toBe(true);
    expect(adminCreateSchema.safeParse({ ...admin, password: 'Abcde1!x' }).success).toBe(true);
  });

  it('answers Please Fill All Fields when fields are left out altogether', () => {
    expect(firstMessage(adminCreateSchema, { role: 'General Manager' })).toBe(MSG.fillAllFields);
  });

  it('does not ask for a password on update', () => {
    expect(adminUpdateSchema.safeParse({ ...admin, password: undefined }).success).toBe(true);
  });
});

describe('ipSchema', () => {
  it('normalises the address and defaults the memo', () => {
    expect(ipSchema.parse({ ipaddress: ' ::FFFF:10.0.0.7 ' })).toEqual({ ipaddress: '10.0.0.7', memo: '' });
    expect(ipSchema.parse({ ipaddress: 'FE80::1', memo: ' office ' })).toEqual({
      ipaddress: 'fe80::1',
      memo: 'office',
    });
  });

  it.each(['', '300.1.1.1', 'fe80::1%eth0', 'localhost', 42])(
    'rejects %j with the spec message',
    (ipaddress) => {
      expect(firstMessage(ipSchema, { ipaddress })).toBe(MSG.ipInvalid);
    },
  );

  it('limits the memo to 255 characters', () => {
    expect(ipSchema.safeParse({ ipaddress: '10.0.0.1', memo: 'm'.repeat(255) }).success).toBe(true);
    expect(firstMessage(ipSchema, { ipaddress: '10.0.0.1', memo: 'm'.repeat(256) })).toBe(
      'memo must be at most 255 characters',
    );
  });
});

describe('listQuerySchema', () => {
  it('coerces query strings and defaults pageNo to 1', () => {
    expect(
      listQuerySchema.parse({ pageNo: '3', pageCnt: '10', pageCount: '7', localeCd: 'vi' }),
    ).toMatchObject({
      pageNo: 3,
      pageCnt: 10,
      pageCount: 7,
      localeCd: 'VI',
    });
    expect(listQuerySchema.parse({}).pageNo).toBe(1);
  });

  it.each([
    [{ pageNo: '0' }, 'pageNo must be at least 1'],
    [{ pageNo: '-1' }, 'pageNo must be at least 1'],
    [{ pageNo: 'abc' }, 'pageNo must be a whole number'],
    [{ pageNo: '1.5' }, 'pageNo must be a whole number'],
    [{ pageNo: '1e309' }, 'pageNo must be a whole number'],
    [{ pageCnt: '0' }, 'pageCnt must be at least 1'],
    [{ pageCnt: '101' }, 'pageCnt must be at most 100'],
    [{ pageCount: '101' }, 'pageCount must be at most 100'],
    [{ localeCd: 'xx' }, 'localeCd must be one of EN, VI'],
    [{ useYn: 'maybe' }, 'useYn must be one of Y, N'],
    [{ searchText: 's'.repeat(201) }, 'searchText must be at most 200 characters'],
    [{ searchText: 'a\u0000b' }, 'searchText must not contain a NUL character'],
    [{ searchStartDt: '2024-02-30' }, 'searchStartDt must be a date YYYY-MM-DD'],
  ])('%j → %s', (query, message) => {
    expect(firstMessage(listQuerySchema, query)).toBe(message);
  });

  it('accepts the limits themselves', () => {
    expect(listQuerySchema.safeParse({ pageCnt: '100', searchText: 's'.repeat(200) }).success).toBe(true);
  });
});

describe('deleteBodySchema', () => {
  const schema = deleteBodySchema('jobNo');

  it('accepts {jobNo:[ids], LoginName} and a bare array, coercing numeric strings', () => {
    expect(schema.parse({ jobNo: [3, 4], LoginName: 'admin' })).toEqual([3, 4]);
    expect(schema.parse([1, 2])).toEqual([1, 2]);
    expect(schema.parse({ jobNo: ['5'] })).toEqual([5]);
  });

  it.each([[], {}, { jobNo: [] }, { newsNo: [1] }, { jobNo: [-1] }, { jobNo: [1.5] }, ['x'], 'jobNo', null])(
    'rejects %j',
    (body) => {
      expect(schema.safeParse(body).success).toBe(false);
    },
  );
});

describe('jobSchema', () => {
  const job = { localeCd: 'EN', title: 'Supervisor' };

  it('needs startDt no later than endDt in dated mode (10, the default)', () => {
    expect(
      jobSchema.safeParse({ ...job, dateCd: '10', startDt: '2026-03-01', endDt: '2026-03-31' }).success,
    ).toBe(true);
    expect(jobSchema.safeParse({ ...job, startDt: '2026-03-01', endDt: '2026-03-01' }).success).toBe(true);
    expect(firstMessage(jobSchema, { ...job, startDt: '2026-03-31', endDt: '2026-03-01' })).toBe(
      'endDt must not be before startDt',
    );
    expect(firstMessage(jobSchema, { ...job, endDt: '2026-03-01' })).toBe('startDt is required');
    expect(firstMessage(jobSchema, { ...job, startDt: '2026-03-01', endDt: '' })).toBe('endDt is required');
  });

  it('needs no dates when always open (20) or hidden (30)', () => {
    expect(jobSchema.parse({ ...job, dateCd: '20' })).toMatchObject({
      dateCd: '20',
      useYn: 'Y',
      contents: '',
    });
    expect(jobSchema.safeParse({ ...job, dateCd: '30', startDt: '', endDt: null }).success).toBe(true);
  });

  it.each(['2024-02-30', '2023-02-29', '2026-13-01', '01/03/2026'])('rejects the date %s', (date) => {
    expect(firstMessage(jobSchema, { ...job, dateCd: '20', startDt: date })).toBe(
      'startDt must be a date YYYY-MM-DD',
    );
  });

  it('requires a title and a known date mode', () => {
    expect(firstMessage(jobSchema, { localeCd: 'EN', dateCd: '20', title: ' ' })).toBe('title is required');
    expect(firstMessage(jobSchema, { ...job, dateCd: '40' })).toBe('dateCd must be one of 10, 20, 30');
  });
});
