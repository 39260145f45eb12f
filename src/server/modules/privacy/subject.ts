import { createHmac } from 'node:crypto';
import { digitsOnly } from '../../../common/schemas/inquiry-rules.ts';
import { foldForSearch } from '../../../common/text.ts';
import { badRequest } from '../../errors.ts';
import type { PersonForms } from '../history/history.service.ts';

/**
 * The person a request is about: an e-mail address or a phone number, as staff type it. An address
 * is folded (case and Vietnamese marks dropped, spaces removed: addresses are stored in ASCII), a
 * number kept as digits in both its national and its +84 forms, so '+84 912 345 678' finds
 * '0912345678'.
 */
export type Subject =
  | { kind: 'email'; email: string; local: string; domain: string }
  | { kind: 'phone'; phones: string[] };

const MAX_LENGTH = 254;

/** An address as the search compares it: case and Vietnamese marks dropped, spaces removed. */
export const foldAddress = (email: string): string => foldForSearch(email).replace(/\s/g, '');

export function subjectOf(input: { email?: unknown; phone?: unknown }): Subject {
  const email = typeof input.email === 'string' ? input.email : '';
  const phone = typeof input.phone === 'string' ? input.phone : '';
  if (email && phone) throw badRequest('Give an e-mail address or a phone number, not both');
  if (email.length > MAX_LENGTH || phone.length > MAX_LENGTH) throw badRequest('email or phone is too long');
  if (email) {
    const folded = foldAddress(email);
    const at = folded.lastIndexOf('@');
    if (at < 1 || at === folded.length - 1)
      throw badRequest('email must be an e-mail address such as name@example.com');
    return { kind: 'email', email: folded, local: folded.slice(0, at), domain: folded.slice(at + 1) };
  }
  const digits = digitsOnly(phone);
  if (digits.length < 8 || digits.length > 15) {
    throw badRequest(phone ? 'phone must have 8 to 15 digits' : 'email or phone is required');
  }
  const national = digits.startsWith('84') && digits.length >= 11 ? `0${digits.slice(2)}` : digits;
  const international = national.startsWith('0') ? `84${national.slice(1)}` : national;
  return { kind: 'phone', phones: [...new Set([digits, national, international])] };
}

/** The texts that name the person wherever free text is kept (e-mails queued, item versions). */
export const mentionsOf = (subject: Subject): string[] =>
  subject.kind === 'email' ? [subject.email] : subject.phones;

/** Shorter local parts and names would mask unrelated searches ('an', 'hr'). */
const MIN_FORM_LENGTH = 3;

/** What the person's rows say about them, besides the subject: they are the same person's. */
export interface KnownAs {
  names: readonly string[];
  emails: readonly string[];
  phones: readonly string[];
}

/** A number without its trunk prefix (0) or country code (84): the digits every form of it holds. */
const subscriberDigits = (phone: string) => {
  const digits = digitsOnly(phone);
  return digits.startsWith('84') && digits.length >= 11 ? digits.slice(2) : digits.replace(/^0/, '');
};

/**
 * Every form in which staff may have searched for the person (decision 050): the subject and the
 * addresses, numbers and names their rows were sent with; an address also by its local part.
 */
export function searchFormsOf(subject: Subject, known: KnownAs): PersonForms {
  const emails = [...(subject.kind === 'email' ? [subject.email] : []), ...known.emails.map(foldAddress)];
  const phones = [...(subject.kind === 'phone' ? subject.phones : []), ...known.phones.map(digitsOnly)];
  const locals = emails.map((email) => email.slice(0, email.lastIndexOf('@')));
  const long = (texts: string[]) => [...new Set(texts.filter((text) => text.length >= MIN_FORM_LENGTH))];
  return {
    whole: long([...emails, ...phones.filter((phone) => phone.length >= 8)]),
    texts: long([...emails, ...locals, ...known.names.map(foldForSearch)]),
    digits: long(phones.map(subscriberDigits).filter((digits) => digits.length >= 8)),
  };
}

/** Enough to recognise the request in the log without keeping the data: 'n***@example.vn', '***5678'. */
export function maskedSubject(subject: Subject): string {
  if (subject.kind === 'phone') return `***${subject.phones[0]!.slice(-4)}`;
  return `${subject.local.slice(0, 1)}***@${subject.domain}`;
}

/**
 * A stable hash of the normalised subject: the log can show a repeat request without the data. Keyed
 * with the server's secret (HMAC-SHA-256, decision 050), so nobody without it can confirm a guess.
 */
export function subjectHash(subject: Subject, secret: string): string {
  const key = subject.kind === 'email' ? subject.email : subject.phones.toSorted().join(',');
  return createHmac('sha256', secret).update(`${subject.kind}:${key}`).digest('hex');
}
