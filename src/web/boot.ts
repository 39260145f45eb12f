/**
 * The one script a public page's HTML names (decision 023). It starts the site's scripts once the
 * page has loaded, so the text, the banner and the fonts have the connection and the processor to
 * themselves first; until then the server-rendered page reads and its links work. The site entry and
 * the modules it imports are named on this script's tag by the server (document.ts).
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');

function start() {
  if (!tag?.dataset.entry) return;
  for (const href of (tag.dataset.preloads ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  for (const src of tag.dataset.entry.split(' ')) import(/* @vite-ignore */ src);
}

/** After the next frame is painted: a frame's callback runs before its paint, a task queued there after it. */
const afterPaint = () => requestAnimationFrame(() => setTimeout(start));

if (document.readyState === 'complete') afterPaint();
else addEventListener('load', afterPaint, { once: true });
