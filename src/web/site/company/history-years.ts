/** Company history years (spec 9): 2008 to 2022; the latest year is always shown. */
export const FIRST_YEAR = 2008;
export const LATEST_YEAR = 2022;
export const YEARS = Array.from({ length: LATEST_YEAR - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i);
