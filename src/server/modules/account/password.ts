import { randomInt } from 'node:crypto';
import argon2 from 'argon2';

/** argon2id at 19 MiB, 2 iterations, parallelism 1: the OWASP minimum (its cost: docs/benchmarks.md). */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against the stored hash, or against a throwaway hash when the account does not exist,
 * so that both failures take the same time.
 */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not-a-real-password-Aa1!');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '!@#$%*-_=+?';
const ANY = LOWER + UPPER + DIGITS + SPECIAL;

/**
 * A random password of 16 characters, the policy's longest: one of each required kind, the rest from
 * all of them, shuffled. Look-alike characters (l, 1, I, O, 0, o) are left out, as it is read off a screen.
 */
export function generatePassword(length = 16): string {
  const pick = (from: string) => from[randomInt(from.length)]!;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < length) chars.push(pick(ANY));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
