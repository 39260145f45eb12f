import { describe, expect, it } from 'vitest';
import { isAllowedHref, normalizeHref } from './link-url.ts';

describe('normalizeHref', () => {
  it.each([
    ['https://www.kidventure.example/jobs?a=1&b=2', 'https://www.kidventure.example/jobs?a=1&b=2'],
    ['  http://park.example  ', 'http://park.example'],
    ['HTTPS://PARK.EXAMPLE', 'HTTPS://PARK.EXAMPLE'],
    ['mailto:hr@kidventure.example', 'mailto:hr@kidventure.example'],
    ['tel:+842412345678', 'tel:+842412345678'],
    ['/career/jobs', '/career/jobs'],
    ['#apply', '#apply'],
    ['www.kidventure.example', 'https://www.kidventure.example'],
    ['kidventure.example/vi/news?page=2', 'https://kidventure.example/vi/news?page=2'],
    ['hr@kidventure.example', 'mailto:hr@kidventure.example'],
  ])('accepts %j as %j', (input, expected) => {
    expect(normalizeHref(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://files.example',
    '//evil.example',
    '\\\\evil.example',
    'java\tscript:alert(1)',
    'https://exa mple.com',
  ])('refuses %j', (input) => {
    expect(normalizeHref(input)).toBeNull();
  });
});

describe('isAllowedHref', () => {
  it('does not trim or repair what it is given', () => {
    expect(isAllowedHref(' https://park.example')).toBe(false);
    expect(isAllowedHref('www.park.example')).toBe(true);
    expect(isAllowedHref('https://park.example')).toBe(true);
  });
});
