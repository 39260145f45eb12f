/**
 * Patterns the browser needs without pulling zod into a public page: the schemas in ./schemas import
 * them from here.
 */

/** The spec's e-mail pattern: letters/digits with - _ . separators, a 2-3 letter top-level domain. */
export const EMAIL_PATTERN =
  /^[0-9a-zA-Z]([-_.]?[0-9a-zA-Z])*@[0-9a-zA-Z]([-_.]?[0-9a-zA-Z])*\.[a-zA-Z]{2,3}$/;

/** A code of a closed list (a locale, a flag, a type): one or two digits or capitals. */
export const CODE_PATTERN = /^[0-9A-Z]{1,2}$/;
