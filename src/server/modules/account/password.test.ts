import { describe, expect, it } from 'vitest';
import { isValidPassword } from '../../../common/schemas/admin.ts';
import { generatePassword, hashPassword, verifyPassword } from './password.ts';

describe('generated passwords', () => {
  it('are 16 characters and meet every rule of the password policy', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(16);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[^A-Za-z0-9]/);
      expect(isValidPassword(password)).toBe(true);
      seen.add(password);
    }
    expect(seen.size).toBe(500);
  });

  it('verify against their own hash only', async () => {
    const password = generatePassword();
    const hash = await hashPassword(password);
    expect(await verifyPassword(hash, password)).toBe(true);
    expect(await verifyPassword(hash, generatePassword())).toBe(false);
  });
});
