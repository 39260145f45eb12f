import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { localePath, MAIL_PATHS } from '../../../common/paths.ts';

/**
 * The token of an applicant's status page (decision 053): 32 random bytes, base64url. The database
 * keeps its SHA-256 (to find the application) and the token sealed with AES-256-GCM under a key
 * derived from the server's privacy hash key, so that later e-mails can link to the same page; the
 * raw token is in the applicant's e-mails only.
 */
export interface StatusToken {
  token: string;
  statusTokenHash: string;
  statusTokenSealed: string;
}

/** 32 bytes as base64url: 43 characters. */
export const STATUS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashOfStatusToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A key of its own, derived with a label: never the privacy hash key itself. */
export const sealingKeyOf = (hashKey: string): Buffer =>
  Buffer.from(hkdfSync('sha256', hashKey, Buffer.alloc(0), 'kidventure application status page token', 32));

export function newStatusToken(key: Buffer): StatusToken {
  const token = randomBytes(32).toString('base64url');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return {
    token,
    statusTokenHash: hashOfStatusToken(token),
    statusTokenSealed: Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url'),
  };
}

/** The token a sealed value holds, or null when this key did not seal it. */
export function unsealStatusToken(sealed: string, key: Buffer): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The page's address in the applicant's language (`localeCd` EN or VI). */
export const statusPageAddress = (origin: string, localeCd: string, token: string) =>
  `${origin}${localePath(localeCd === 'VI' ? 'vi' : 'en', MAIL_PATHS.applicationStatus.replace(':token', token))}`;
