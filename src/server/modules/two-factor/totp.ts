import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP): HMAC-SHA1, a 30-second step,
 * six digits, as every authenticator app reads them from an otpauth:// URI.
 */
export const STEP_SECONDS = 30;
const DIGITS = 6;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, the form authenticator apps expect. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('Not a base32 secret');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new secret: 20 random bytes (160 bits, the HMAC-SHA1 block RFC 4226 recommends), in base32. */
export const newSecret = () => base32Encode(randomBytes(20));

/** The time step a moment falls in. */
export const stepAt = (ms: number) => Math.floor(ms / 1000 / STEP_SECONDS);

/** RFC 4226 HOTP of a counter, `digits` long. */
export function hotp(key: Buffer, counter: number, digits = DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The six-digit code of a base32 secret at a moment (what the authenticator app shows). */
export const totpAt = (secret: string, ms: number) => hotp(base32Decode(secret), stepAt(ms));

/**
 * The time step whose code `code` is, looking one step either side of `ms` for clock drift, or null.
 * Callers refuse a step at or before the last one accepted, so a code works once.
 */
export function matchStep(secret: string, code: string, ms: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const now = stepAt(ms);
  for (const step of [now - 1, now, now + 1])
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code))) return step;
  return null;
}

/** The URI an authenticator app reads from the QR code. */
export function otpauthUri({ issuer, account, secret }: { issuer: string; account: string; secret: string }) {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(DIGITS),
    period: String(STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query}`;
}
