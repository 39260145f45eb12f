import { describe, expect, it } from 'vitest';
import { normaliseSource, sourceOfQuery } from './source.ts';

describe('normaliseSource', () => {
  it('keeps a valid source', () => {
    expect(normaliseSource('facebook')).toBe('facebook');
    expect(normaliseSource('job-fair-2026')).toBe('job-fair-2026');
  });

  it('lower-cases and turns other characters into single dashes', () => {
    expect(normaliseSource('Facebook Ads')).toBe('facebook-ads');
    expect(normaliseSource('google.com')).toBe('google-com');
    expect(normaliseSource('  --Zalo!!  ')).toBe('zalo');
    expect(normaliseSource('a__b')).toBe('a-b');
  });

  it('drops diacritics', () => {
    expect(normaliseSource('Hội chợ việc làm')).toBe('hoi-cho-viec-lam');
    expect(normaliseSource('Đà Nẵng')).toBe('da-nang');
  });

  it('keeps at most 40 characters, without a dash at the end', () => {
    expect(normaliseSource('x'.repeat(60))).toBe('x'.repeat(40));
    expect(normaliseSource(`${'a'.repeat(39)} b`)).toBe('a'.repeat(39));
  });

  it('is direct when nothing valid is left or nothing was sent', () => {
    expect(normaliseSource(undefined)).toBe('direct');
    expect(normaliseSource('')).toBe('direct');
    expect(normaliseSource('!!!')).toBe('direct');
    expect(normaliseSource(['facebook'])).toBe('direct');
  });

  it('reads source before utm_source', () => {
    expect(sourceOfQuery({ source: 'zalo', utm_source: 'facebook' })).toBe('zalo');
    expect(sourceOfQuery({ utm_source: 'Facebook' })).toBe('facebook');
    expect(sourceOfQuery({})).toBe('direct');
  });
});
