import { secureHeaders } from 'hono/secure-headers';
import { VIDEO_EMBED_ORIGINS } from '../../schemas/videoEmbed';

/** Origins beyond the platform's own that pages may use: configured per deployment. */
export interface ContentOrigins {
  /** Images, audio and video (a CDN, an organiser's media host): CSP_MEDIA_ORIGINS. */
  media: readonly string[];
  /**
   * Framed players and pages beyond the known video players (a video-call provider, custom screens):
   * CSP_EMBED_ORIGINS.
   */
  embed: readonly string[];
  /** Sites that may frame the platform (an organiser's own site): FRAME_ANCESTORS; none = only itself. */
  frameAncestors: readonly string[];
}

export const NO_EXTRA_ORIGINS: ContentOrigins = { media: [], embed: [], frameAncestors: [] };

/**
 * Security headers of every response: a Content-Security-Policy that runs only the platform's own scripts (no
 * inline script, no eval), loads media only from the configured origins and frames only the known video players
 * (`VIDEO_EMBED_ORIGINS`, whose addresses the web app builds itself) and the configured origins, `frame-ancestors`,
 * nosniff and a referrer policy that never sends a page's query (sign-in tokens) to another site. A response
 * that sets its own policy (the mail outbox's stricter one) keeps it.
 */
export function securityHeaders(origins: ContentOrigins) {
  const ancestors = origins.frameAncestors.length ? ["'self'", ...origins.frameAncestors] : ["'self'"];
  return secureHeaders({
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // styled-components and video.js write <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...origins.media],
      mediaSrc: ["'self'", 'blob:', ...origins.media],
      connectSrc: ["'self'", ...origins.media],
      fontSrc: ["'self'", 'data:'],
      frameSrc: ["'self'", ...new Set([...VIDEO_EMBED_ORIGINS, ...origins.embed])],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ancestors,
    },
    // frame-ancestors says it, and X-Frame-Options cannot name another site.
    xFrameOptions: origins.frameAncestors.length ? false : 'SAMEORIGIN',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // Allows the platform's media to be shown by the sites that may frame it.
    crossOriginResourcePolicy: origins.frameAncestors.length ? 'cross-origin' : 'same-origin',
  });
}
