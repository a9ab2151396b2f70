/**
 * Every third-party host a block may load, in one place, so the
 * Content-Security-Policy can be built from it (frame-src, script-src,
 * connect-src). Nothing from these hosts loads before marketing consent
 * (shared/consent.ts): the blocks render a placeholder until then.
 */
export const EMBED_HOSTS = {
  /** Video players: YouTube without cookies, Vimeo with do-not-track, the NPO player. */
  video: {
    youtube: 'www.youtube-nocookie.com',
    vimeo: 'player.vimeo.com',
    npo: 'start-player.npo.nl',
  },
  /** Iframe block: the quiz (Riddle) and the podcast/music player (Spotify, height 200). */
  iframe: {
    quiz: 'www.riddle.com',
    audio: 'open.spotify.com',
  },
  /** Spotler (MailPlus) form script; it also posts the form to this host. */
  spotler: 'm16.mailplus.nl',
} as const;

/** Hosts that may appear in an iframe's src. */
export const FRAME_HOSTS: readonly string[] = [...Object.values(EMBED_HOSTS.video), ...Object.values(EMBED_HOSTS.iframe)];
/** Hosts whose scripts may run (after consent). */
export const SCRIPT_HOSTS: readonly string[] = [EMBED_HOSTS.spotler];
/** Hosts the Spotler form may post to or fetch from. */
export const CONNECT_HOSTS: readonly string[] = [EMBED_HOSTS.spotler];

export type VideoType = keyof typeof EMBED_HOSTS.video;

/** The player address of a video; the id is encoded so it can only be a path segment. */
export function videoEmbedUrl(type: VideoType, id: string): string {
  const safeId = encodeURIComponent(id);
  switch (type) {
    case 'youtube':
      return `https://${EMBED_HOSTS.video.youtube}/embed/${safeId}?rel=0`;
    case 'vimeo':
      return `https://${EMBED_HOSTS.video.vimeo}/video/${safeId}?dnt=1`;
    case 'npo':
      return `https://${EMBED_HOSTS.video.npo}/embed/${safeId}`;
  }
}

/** Where to watch the video on its own site: the link that works without JavaScript or consent. */
export function videoWatchUrl(type: VideoType, id: string): string {
  const safeId = encodeURIComponent(id);
  switch (type) {
    case 'youtube':
      return `https://www.youtube.com/watch?v=${safeId}`;
    case 'vimeo':
      return `https://vimeo.com/${safeId}`;
    case 'npo':
      return `https://${EMBED_HOSTS.video.npo}/embed/${safeId}`;
  }
}

export const VIDEO_PLATFORM_NAMES: Record<VideoType, string> = { youtube: 'YouTube', vimeo: 'Vimeo', npo: 'NPO' };

/** The Spotler (MailPlus) form script for a form. */
export function spotlerScriptUrl(formId: string, scriptId: string): string {
  const q = new URLSearchParams({ command: 'getFormJs', uid: formId, feid: scriptId, p: 'https', om: 'd', of: 'x', c: '1' });
  return `https://${EMBED_HOSTS.spotler}/genericservice/code/servlet/React?${q.toString()}`;
}

/**
 * The height an embedded frame asks for, from its postMessage data: a numeric
 * non-zero message (number or numeric string, also `{ height }`), or the quiz's
 * own `{ riddleHeight }`. Anything else is null.
 */
export function frameHeightFrom(data: unknown): number | null {
  const asNumber = (value: unknown): number | null => {
    const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
    return Number.isFinite(n) && n > 0 && n < 20000 ? Math.round(n) : null;
  };
  if (typeof data === 'number' || typeof data === 'string') return asNumber(data);
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    return asNumber(record.riddleHeight) ?? asNumber(record.height);
  }
  return null;
}
