/**
 * YouTube without its script: a still from i.ytimg.com until the visitor asks to play, then the
 * privacy-enhanced embed (both hosts are allowed by the CSP in src/server/app.ts).
 */
export const youtubeThumbnail = (id: string) =>
  `https://i.ytimg.com/vi/${encodeURIComponent(id)}/hqdefault.jpg`;

/** The video's own page: where a video link goes before the scripts run, and without them. */
export const youtubeWatch = (id: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;

/** enablejsapi=1 lets the page send player commands by postMessage (pausing the main video). */
export const youtubeEmbed = (id: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&enablejsapi=1`;

const PAUSE = '{"event":"command","func":"pauseVideo","args":""}';

/** Pauses an embedded player. '*' because the frame may not have reached YouTube's origin yet. */
export function pauseYoutube(frame: HTMLIFrameElement | null) {
  frame?.contentWindow?.postMessage(PAUSE, '*');
}

export const PLAYER_ALLOW = 'autoplay; encrypted-media; picture-in-picture';
