/**
 * The one script a public page's HTML names (decision 023). It starts the site's scripts once the
 * page has loaded, so the text, the banner and the fonts have the connection and the processor to
 * themselves first; until then the server-rendered page reads and its links work. The site entry and
 * the modules it imports are named on this script's tag by the server (document.ts).
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');

/**
 * Taps before hydration are not lost (decision 029). Most controls work without scripts (details,
 * links); one marked `data-replay` does something else once hydrated (a video link opens the player
 * dialog, a carousel arrow moves the slides), so a tap on it is held here and replayed once the
 * page is hydrated (entry-client.tsx sets `<html data-hydrated>`).
 */
const taps: HTMLElement[] = [];
const hold = (event: Event) => {
  const control = (event.target as Element).closest<HTMLElement>('[data-replay]');
  if (!control) return;
  event.preventDefault();
  taps.push(control);
};
const release = () => removeEventListener('click', hold, true);
addEventListener('click', hold, true);
new MutationObserver((_, observer) => {
  observer.disconnect();
  release();
  for (const control of taps) control.click();
}).observe(document.documentElement, { attributeFilter: ['data-hydrated'] });

function start() {
  if (!tag?.dataset.entry) return;
  for (const href of (tag.dataset.preloads ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // A page whose scripts fail to load keeps its links: held taps stop being held.
  for (const src of tag.dataset.entry.split(' ')) import(/* @vite-ignore */ src).catch(release);
}

/**
 * After the page's first contentful paint, as the browser reports it (then a task). A frame's
 * callback and a task after it are not enough: in Chromium the first frame after `load` often came
 * before the paint that put text on the screen, so the scripts still started ahead of it. A
 * browser that does not report paints starts after the next frame.
 */
function afterPaint() {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  )
    return requestAnimationFrame(() => setTimeout(start));
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(start);
  });
  observer.observe({ type: 'paint', buffered: true });
}

if (document.readyState === 'complete') afterPaint();
else addEventListener('load', afterPaint, { once: true });
