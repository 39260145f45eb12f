import fc from 'fast-check';

/**
 * fast-check generators of malformed input: query values, path ids, JSON and multipart bodies, content
 * types. Everything is built as raw text, so keys like __proto__ reach the server as an attacker
 * would send them (an object literal would swallow them).
 */

/** Text that breaks number parsing, enums, dates, encodings and naive SQL or path handling. */
const NASTY = [
  '',
  ' ',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e9',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '0x10',
  '0o17',
  '0b11',
  '１２',
  '٣',
  '2147483647',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '[object Object]',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'en',
  'vi',
  'EN',
  'VI',
  'eN',
  'xx',
  'Y',
  'N',
  'y',
  'YN',
  '00',
  '10',
  '20',
  '30',
  '99',
  'title',
  'contents',
  'id',
  'manager',
  'ip',
  'memo',
  'account',
  'url',
  '2024-02-30',
  '2024-13-01',
  '0000-00-00',
  '9999-12-31',
  '2024-1-1',
  '2024-01-01T00:00:00Z',
  '%',
  '_',
  '%%',
  '\\',
  "'",
  '"',
  '`',
  "' OR '1'='1",
  "1' OR 1=1 --",
  '1; DROP TABLE news; --',
  "') UNION SELECT password FROM admin_user --",
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f',
  '\u0000',
  'a\u0000b',
  '\r\nX-Injected: 1',
  '\uFEFF',
  '\uD800',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'Tuyển dụng',
  'İıß',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}',
  '{{7*7}}',
];

const HUGE = ['x'.repeat(201), 'x'.repeat(5_000), 'ế'.repeat(600), '%'.repeat(1_000)];

export const nastyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt()).map(String) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE) },
);

/** Any JSON value, of every type, for places that expect a string or a number. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyText },
  {
    weight: 1,
    arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.boolean(), fc.constant(null)),
  },
  { weight: 1, arbitrary: fc.array(nastyText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constant({ __proto__: null, toString: 'x', valueOf: 1 }) },
);

const percent = (c: string) =>
  [...Buffer.from(c, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/** Percent-encodes what node:http refuses in a request line (spaces, controls, non-ASCII); the rest goes out raw. */
export function rawSafe(text: string): string {
  return [...text].map((c) => (/[\u0021-\u007e]/.test(c) ? c : percent(c))).join('');
}

/** encodeURIComponent that also survives lone surrogates. */
export function encode(text: string): string {
  return [...text].map((c) => (/[A-Za-z0-9\-_.!~*'()]/.test(c) ? c : percent(c))).join('');
}

const encoders = {
  encoded: encode,
  raw: rawSafe,
  double: (s: string) => encode(encode(s)),
};
const encoding = fc.constantFrom<keyof typeof encoders>('encoded', 'encoded', 'raw', 'double');

const QUERY_KEYS = [
  'pageNo',
  'pageCnt',
  'pageCount',
  'searchType',
  'searchText',
  'localeCd',
  'useYn',
  'delYn',
  'typeCd',
  'searchStartDt',
  'searchEndDt',
  'sort',
  'order',
  'statusCd',
  'employmentType',
  'location',
  'department',
  'LoginName',
  'fileUrl',
  'fileName',
];
const ODD_KEYS = [
  '__proto__',
  'constructor',
  '__proto__[isAdmin]',
  'constructor[prototype][isAdmin]',
  'pageNo[]',
  'pageNo[0]',
  'searchText[$ne]',
  'a[b][c][d]',
  '',
  '=',
  '&',
];

/** A query string of malformed parameters: '?pageNo=-1&searchText=%zz&pageNo=2'. */
export const nastyQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...QUERY_KEYS) },
        { weight: 1, arbitrary: fc.constantFrom(...ODD_KEYS) },
        { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
      ),
      nastyText,
      encoding,
    ),
    { maxLength: 6 },
  )
  .chain((params) =>
    fc.constantFrom('', '%zz', '%E0%A4%A', '&&', '#frag', '%00').map((tail) => {
      const text = [...params.map(([k, v, e]) => `${encoders[e](k)}=${encoders[e](v)}`), tail]
        .filter(Boolean)
        .join('&');
      return text ? `?${text}` : '';
    }),
  );

const ODD_IDS = [
  '-1',
  '0',
  '00001',
  '1.0',
  '1e3',
  '0x10',
  '%201',
  '1%20',
  '%00',
  '1%00',
  '..',
  '.',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '..%252f..%252fsite.db',
  '..%5c..%5csite.db',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  '1'.repeat(400),
  'a'.repeat(3_000),
  '%EF%BC%91',
  'NaN',
  'null',
  '__proto__',
  'constructor',
  '1%27',
  "1'--",
  '1;select%201',
  '%zz',
  '%',
  '%E0%A4%A',
  '1/',
  '1//',
  '1/2',
  '1/..',
];

/** A path segment where a record id (or an image name) belongs, mostly real, often broken. */
export function pathId(realIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...(realIds.length ? realIds : ['1'])) },
    { weight: 3, arbitrary: fc.constantFrom(...ODD_IDS) },
    { weight: 1, arbitrary: fc.nat({ max: 60 }).map(String) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: fc.tuple(nastyText, encoding).map(([t, e]) => encoders[e](t) || 'x') },
  );
}

export interface Body {
  contentType?: string;
  body: string | Buffer;
  /** For reports: what kind of malformation this is. */
  kind: string;
}

/** JSON object text with the given entries, duplicates and prototype keys kept. */
const objectText = (entries: Array<[string, unknown]>) =>
  `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];
const POLLUTION = [
  '{"__proto__":{"isAdmin":true,"success":true,"settings":["0ALL"]}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"title":"x","__proto__":{"title":"y","mgtsettings":["0ALL"]}}',
  '[{"__proto__":{"x":1}}]',
];

const BROKEN_JSON = [
  '',
  ' ',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '{"a":1} trailing',
  'NaN',
  'undefined',
  '[1,2',
  '\uFEFF{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u00"}',
  '{"__proto__":',
  '{"a":1e999999}',
  'nul',
  '\u0000',
];

/** A JSON body of the wrong shape for the route, or not JSON at all. */
export function jsonBody(fields: readonly string[]): fc.Arbitrary<Body> {
  const key = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...(fields.length ? fields : ['title'])) },
    { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  );
  const json = (kind: string) => (body: string) => ({ contentType: 'application/json', body, kind });
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.array(fc.tuple(key, nastyValue), { maxLength: 8 }).map(objectText).map(json('object')),
    },
    {
      weight: 2,
      arbitrary: fc
        .jsonValue({ maxDepth: 3 })
        .map((v) => JSON.stringify(v) ?? 'null')
        .map(json('any JSON')),
    },
    { weight: 1, arbitrary: fc.constantFrom(...POLLUTION).map(json('prototype pollution')) },
    { weight: 1, arbitrary: fc.constantFrom(...BROKEN_JSON).map(json('broken JSON')) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map(json('random text')) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 10, max: 60_000 }), fc.boolean())
        .map(([n, proto]) =>
          proto ? `${'{"__proto__":'.repeat(n)}1${'}'.repeat(n)}` : `${'['.repeat(n)}${']'.repeat(n)}`,
        )
        .map(json('deep nesting')),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...(fields.length ? fields : ['title']))
        .map((f) => objectText([[f, 'x'.repeat(300_000)]]))
        .map(json('huge field')),
    },
  );
}

const WRONG_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16le',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json;;;',
  'application/vnd.api+json',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/mixed; boundary=x',
  'image/png',
  '*/*',
  'application/octet-stream',
];

/** A body whose Content-Type does not match it, or is missing. */
export const wrongTypeBody: fc.Arbitrary<Body> = fc
  .tuple(
    fc.option(fc.constantFrom(...WRONG_TYPES), { nil: undefined }),
    fc.constantFrom('{"title":"x"}', 'title=x&localeCd=EN', '<title>x</title>', '\x89PNG\r\n\x1a\n', 'x'),
  )
  .map(([contentType, body]) => ({ ...(contentType && { contentType }), body, kind: 'wrong content type' }));

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');
/** A PNG header that claims 30000×30000 pixels with no pixel data: a decompression-bomb shape. */
const PNG_BOMB = Buffer.concat([
  PNG_SIGNATURE,
  Buffer.from('0000000d49484452', 'hex'),
  Buffer.from([0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30, 8, 2, 0, 0, 0]),
  Buffer.from('00000000', 'hex'),
  Buffer.from('0000000049454e44ae426082', 'hex'),
]);

const FILE_CONTENTS: Array<[string, Buffer]> = [
  ['empty', Buffer.alloc(0)],
  ['html pretending to be an image', Buffer.from('<html><script>alert(1)</script></html>')],
  ['png signature only', PNG_SIGNATURE],
  ['png bomb header', PNG_BOMB],
  ['truncated gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
  ['jpeg markers only', Buffer.from('ffd8ffe000104a464946ffd9', 'hex')],
  ['pdf', Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')],
  ['zip header', Buffer.from('504b0304', 'hex')],
  ['svg with script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
  ['over the upload limit', Buffer.alloc(1024 * 1024 + 10, 0x41)],
];

const FILE_NAMES = [
  'image.png',
  '../../../etc/passwd',
  '..\\..\\site.db',
  '/etc/passwd',
  'a\u0000.png.php',
  "\"; filename*=UTF-8''evil.html",
  '<script>alert(1)</script>.png',
  'x'.repeat(400),
  '',
  'Hồ sơ ứng tuyển.pdf',
];

export interface Part {
  name: string;
  value: string | Buffer;
  fileName?: string;
  contentType?: string;
}

/** Multipart text, optionally broken: wrong boundary, no closing delimiter, no blank line. */
export function multipartText(
  parts: Part[],
  boundary: string,
  flaw: 'none' | 'no-end' | 'wrong-boundary' | 'no-blank-line' | 'bare-lf',
): Buffer {
  const eol = flaw === 'bare-lf' ? '\n' : '\r\n';
  const used = flaw === 'wrong-boundary' ? `${boundary}x` : boundary;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`;
    const headers = [`Content-Disposition: ${disposition}`];
    if (part.contentType) headers.push(`Content-Type: ${part.contentType}`);
    chunks.push(
      Buffer.from(`--${used}${eol}${headers.join(eol)}${eol}${flaw === 'no-blank-line' ? '' : eol}`),
    );
    chunks.push(Buffer.from(part.value));
    chunks.push(Buffer.from(eol));
  }
  if (flaw !== 'no-end') chunks.push(Buffer.from(`--${used}--${eol}`));
  return Buffer.concat(chunks);
}

/** A multipart form with odd fields, odd files and sometimes broken framing. */
export function multipartBody(fields: readonly string[], fileField?: string): fc.Arbitrary<Body> {
  const fieldPart: fc.Arbitrary<Part> = fc
    .tuple(
      fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...(fields.length ? fields : ['title'])) },
        { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS, 'file[]', '') },
      ),
      nastyText,
    )
    .map(([name, value]) => ({ name, value }));
  const filePart: fc.Arbitrary<Part> = fc
    .tuple(
      fc.constantFrom(fileField ?? 'file', fileField ?? 'file', 'other', '__proto__'),
      fc.constantFrom(...FILE_CONTENTS),
      fc.constantFrom(...FILE_NAMES),
      fc.constantFrom('image/png', 'application/pdf', 'text/html', 'application/octet-stream'),
    )
    .map(([name, [, value], fileName, contentType]) => ({ name, value, fileName, contentType }));
  return fc
    .tuple(
      fc.array(fieldPart, { maxLength: 8 }),
      fc.array(filePart, { maxLength: 2 }),
      fc.integer({ min: 0, max: 50 }),
      fc.constantFrom('none', 'none', 'none', 'no-end', 'wrong-boundary', 'no-blank-line', 'bare-lf'),
      fc.constantFrom('----kvfuzz', 'x', '"quoted"', 'a'.repeat(80)),
    )
    .map(([fieldParts, fileParts, padding, flaw, boundary]) => {
      // Sometimes more parts than the server allows (42).
      const extra =
        padding > 45 ? Array.from({ length: padding }, (_, i) => ({ name: `f${i}`, value: 'v' })) : [];
      const cleanBoundary = boundary.replace(/"/g, '');
      return {
        contentType: `multipart/form-data; boundary=${boundary}`,
        body: multipartText([...fieldParts, ...extra, ...fileParts], cleanBoundary, flaw as never),
        kind: `multipart (${flaw})`,
      };
    });
}

/** Every kind of body a route might be sent. */
export function anyBody(fields: readonly string[], fileField?: string): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 4, arbitrary: jsonBody(fields) },
    { weight: 3, arbitrary: multipartBody(fields, fileField) },
    { weight: 1, arbitrary: wrongTypeBody },
  );
}
