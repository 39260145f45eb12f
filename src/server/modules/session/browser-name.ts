const SYSTEMS = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
] as const;

/**
 * A short name for a User-Agent header, e.g. "Chrome 131 · Windows" (words of no language), for the sessions list: enough
 * for a person to tell their own devices apart, never the whole header.
 */
export function browserName(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 500);
  if (!ua) return '';
  const browser =
    match(ua, /Edg(?:e|A|iOS)?\/(\d+)/, 'Edge') ??
    match(ua, /OPR\/(\d+)/, 'Opera') ??
    match(ua, /Firefox\/(\d+)/, 'Firefox') ??
    match(ua, /(?:Chrome|CriOS)\/(\d+)/, 'Chrome') ??
    match(ua, /Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari') ??
    ua.split(/[ /]/)[0]!.slice(0, 40);
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  return system ? `${browser} · ${system}` : browser;
}

function match(ua: string, pattern: RegExp, name: string): string | undefined {
  const found = pattern.exec(ua);
  return found ? `${name} ${found[1]}` : undefined;
}
