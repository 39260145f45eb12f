import { describe, expect, it } from 'vitest';
import { MSG } from '../../../../common/messages.ts';
import { ApiError } from '../../../lib/api.ts';
import { INITIAL_FIELDS, type InquiryFields } from './fields.ts';
import { checkInquiryForm, errorMessageKey, messageKeyOf } from './validation.ts';

const complete: InquiryFields = {
  ...INITIAL_FIELDS,
  title: 'Sponsorship',
  name: 'Nguyen Van A',
  email: 'van.a',
  emailDomainName: 'example.vn',
  phone: '0912345678',
  policyChecked: true,
};

describe('checkInquiryForm', () => {
  it('passes a complete form', () => {
    expect(checkInquiryForm(complete)).toBeNull();
  });

  it('asks for consent first, focusing the box without marking it invalid', () => {
    expect(checkInquiryForm({ ...INITIAL_FIELDS })).toEqual({
      message: MSG.agreePrivacy,
      focus: 'policyChecked',
      invalid: [],
    });
  });

  it('then marks every missing field and focuses the first in the form order', () => {
    const blank = { ...INITIAL_FIELDS, policyChecked: true, name: 'A', phone: '' };
    expect(checkInquiryForm(blank)).toEqual({
      message: MSG.enterDetails,
      focus: 'title',
      invalid: ['title', 'email', 'emailDomainName', 'phone'],
    });
  });

  it('counts blanks-only text as missing', () => {
    expect(checkInquiryForm({ ...complete, name: '   ' })).toMatchObject({
      focus: 'name',
      invalid: ['name'],
    });
  });

  it('reports an empty typed domain as a missing field, not as a bad address', () => {
    expect(checkInquiryForm({ ...complete, emailDomainName: ' ' })).toEqual({
      message: MSG.enterDetails,
      focus: 'emailDomainName',
      invalid: ['emailDomainName'],
    });
  });

  it('then checks the full address, marking both halves', () => {
    expect(checkInquiryForm({ ...complete, emailDomainName: 'x' })).toEqual({
      message: MSG.emailFormat,
      focus: 'email',
      invalid: ['email', 'emailDomainName'],
    });
    expect(checkInquiryForm({ ...complete, email: ' van.a ', emailDomainName: ' example.vn ' })).toBeNull();
  });
});

describe('messages in the visitor language', () => {
  it('knows the spec messages the rules and the API share', () => {
    expect(messageKeyOf(MSG.agreePrivacy)).toBe('consent');
    expect(messageKeyOf(MSG.enterDetails)).toBe('details');
    expect(messageKeyOf(MSG.emailFormat)).toBe('email');
    expect(messageKeyOf('title, name, email or phone is too long')).toBeNull();
  });

  it('picks the message of a failed send by the API code, not its English text', () => {
    const key = (status: number, code: ApiError['code'], message = 'anything') =>
      errorMessageKey(new ApiError(status, code, message));
    expect(key(429, 'rate_limited')).toBe('tooMany');
    expect(key(413, 'too_large')).toBe('fileTooLarge');
    expect(key(415, 'unsupported_type')).toBe('fileType');
    expect(key(0, 'network')).toBe('network');
    expect(key(400, 'validation', MSG.emailFormat)).toBe('email');
    expect(key(400, 'validation', 'contents must be at most 10000 characters')).toBeNull();
    expect(key(500, 'internal')).toBeNull();
    expect(key(502, 'unexpected')).toBeNull();
  });
});
