import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchStep, newSecret, otpauthUri, totpAt } from './totp.ts';

/** RFC 6238 appendix B: the SHA-1 seed is the ASCII "12345678901234567890". */
const SEED = Buffer.from('12345678901234567890', 'ascii');
const VECTORS: Array<[seconds: number, code: string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('totp', () => {
  it('computes the RFC 6238 SHA-1 test vectors (eight digits, and their last six)', () => {
    for (const [seconds, code] of VECTORS) {
      const step = Math.floor(seconds / 30);
      expect(hotp(SEED, step, 8)).toBe(code);
      expect(totpAt(base32Encode(SEED), seconds * 1000)).toBe(code.slice(-6));
    }
  });

  it('computes the RFC 4226 HOTP test values', () => {
    const values = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583'];
    for (const [counter, value] of values.entries()) expect(hotp(SEED, counter)).toBe(value);
  });

  it('reads base32 back as written, and makes 32-character secrets of 20 bytes', () => {
    expect(base32Encode(SEED)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(SEED);
    const secret = newSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(newSecret()).not.toBe(secret);
  });

  it('matches a code one step either side, and nothing further or malformed', () => {
    const secret = base32Encode(SEED);
    const at = 1111111111 * 1000;
    const step = Math.floor(1111111111 / 30);
    for (const offset of [-1, 0, 1])
      expect(matchStep(secret, totpAt(secret, at + offset * 30_000), at)).toBe(step + offset);
    expect(matchStep(secret, totpAt(secret, at + 60_000), at)).toBeNull();
    expect(matchStep(secret, totpAt(secret, at - 60_000), at)).toBeNull();
    expect(matchStep(secret, '12345', at)).toBeNull();
    expect(matchStep(secret, 'abcdef', at)).toBeNull();
  });

  it('writes the otpauth URI authenticator apps read', () => {
    const uri = otpauthUri({ issuer: 'KidVenture', account: 'admin', secret: 'ABC' });
    expect(uri).toBe(
      'otpauth://totp/KidVenture%3Aadmin?secret=ABC&issuer=KidVenture&algorithm=SHA1&digits=6&period=30',
    );
  });
});
