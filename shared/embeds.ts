/**
 * Every third-party host the site's blocks may load (frames, scripts). The
 * Content-Security-Policy is built from this list, so a host is allowed in one place.
 */
export const FRAME_HOSTS: readonly string[] = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://start-player.npo.nl',
];
export const SCRIPT_HOSTS: readonly string[] = [];
