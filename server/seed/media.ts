import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { ExhibitorDoc } from '../../schemas/exhibitor';
import { BANNER_TYPES, CLIPS, DEMO, IMAGE_COUNT, PDF_COUNT, TRACKS } from './catalog';
import { featureImage } from './sessions/mediaLinks';

/** The committed clips and captions (made by scripts/make-demo-media.sh). */
export const ASSETS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'assets', 'demo');
/** Written last; renamed when the demo's media grow, so that a data folder of an earlier run gets the new files. */
const MARKER = '.complete-5';

const PALETTE = ['#0b3d91', '#8250df', '#1a7f37', '#bf3989', '#bc4c00', '#0969da', '#6639ba', '#116329'];
const colour = (n: number) => PALETTE[n % PALETTE.length] as string;
/** A media address's file under the demo's folder. */
const fileOf = (url: string) => url.slice(DEMO.mediaPrefix.length + 1);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A plain card: background, a title and an optional line under it. */
function card(width: number, height: number, bg: string, title: string, subtitle = '') {
  const size = Math.max(
    12,
    Math.min(Math.round(height / 4), Math.round((width / Math.max(8, title.length)) * 1.6)),
  );
  const sub = Math.max(10, Math.round(size / 2));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="${bg}"/>
<rect x="${width * 0.04}" y="${height * 0.08}" width="${width * 0.92}" height="${height * 0.84}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2" rx="8"/>
<text x="50%" y="${subtitle ? '46%' : '54%'}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="700" fill="#ffffff">${esc(title)}</text>
${subtitle ? `<text x="50%" y="${Math.round(height * 0.46 + size * 0.6 + sub)}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${sub}" fill="#ffffff" fill-opacity="0.85">${esc(subtitle)}</text>` : ''}
</svg>
`;
}

/** An exhibition stand without words: back wall, side panels and floor, for the enhanced booth's background. */
function boothStage(width: number, height: number) {
  const floor = Math.round(height * 0.78);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe7f5"/><stop offset="1" stop-color="#b9c8e4"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#wall)"/>
<rect x="0" y="0" width="${width}" height="${Math.round(height * 0.06)}" fill="#0b3d91"/>
<rect x="0" y="${Math.round(height * 0.06)}" width="${Math.round(width * 0.08)}" height="${floor - Math.round(height * 0.06)}" fill="#c9d5ec"/>
<rect x="${width - Math.round(width * 0.08)}" y="${Math.round(height * 0.06)}" width="${Math.round(width * 0.08)}" height="${floor - Math.round(height * 0.06)}" fill="#c9d5ec"/>
<polygon points="0,${floor} ${width},${floor} ${width},${height} 0,${height}" fill="#8a96ab"/>
<rect x="0" y="${floor - 6}" width="${width}" height="6" fill="#0b3d91" fill-opacity="0.6"/>
</svg>
`;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

function logo(name: string, n: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120">
<rect width="240" height="120" fill="#ffffff"/>
<circle cx="52" cy="60" r="36" fill="${colour(n)}"/>
<text x="52" y="71" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="700" fill="#ffffff">${esc(initials(name))}</text>
<text x="100" y="56" font-family="Helvetica, Arial, sans-serif" font-size="18" font-weight="700" fill="#1f2328">${esc(name.split(' ')[0] ?? name)}</text>
<text x="100" y="78" font-family="Helvetica, Arial, sans-serif" font-size="14" fill="#57606a">${esc(name.split(' ').slice(1).join(' '))}</text>
</svg>
`;
}

async function pdf(title: string, lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(title);
  doc.setProducer('Demo conference');
  const fixed = new Date(Date.UTC(2026, 0, 1));
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (let p = 0; p < 2; p++) {
    const page = doc.addPage([612, 792]);
    page.drawRectangle({ x: 0, y: 732, width: 612, height: 60, color: rgb(0.04, 0.24, 0.57) });
    page.drawText(DEMO.title, { x: 48, y: 755, size: 14, font: bold, color: rgb(1, 1, 1) });
    page.drawText(p === 0 ? title : `${title} (continued)`, { x: 48, y: 680, size: 22, font: bold });
    lines.forEach((line, i) => {
      page.drawText(line, { x: 48, y: 640 - i * 22, size: 12, font });
    });
    page.drawText(`Page ${p + 1} of 2`, { x: 48, y: 40, size: 10, font, color: rgb(0.4, 0.4, 0.4) });
  }
  return doc.save({ useObjectStreams: false });
}

/**
 * The poster hall's intro video: a copy of a clip under its own name, so that the event-wide settings never
 * hand out (and sign) the address of a session's recording.
 */
export const POSTER_HALL_INTRO_VIDEO = 'poster-hall-intro.mp4';

/** The names of the ad images (see config.ts), each a generated SVG. */
export const AD_IMAGES = {
  leaderboard: [1, 2, 3, 4].map((n) => `images/ads/leaderboard-${n}.svg`),
  skyscraper: [1, 2].map((n) => `images/ads/skyscraper-${n}.svg`),
  tile: [1, 2, 3, 4].map((n) => `images/ads/tile-${n}.svg`),
  login: [1, 2, 3].map((n) => `images/ads/login-${n}.svg`),
  loginMobile: [1, 2, 3].map((n) => `images/ads/login-mobile-${n}.svg`),
} as const;

/** The itinerary reminder's icon (config.ts `itinerary_reminder_config.icon`). */
export const REMINDER_ICON = 'images/reminder-icon.svg';
const REMINDER_ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<circle cx="32" cy="32" r="30" fill="#0b3d91"/>
<circle cx="32" cy="34" r="17" fill="none" stroke="#ffffff" stroke-width="4"/>
<path d="M32 24v11l7 5" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>
<path d="M17 17l6-5M47 17l-6-5" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>
</svg>
`;

/**
 * The lobby's media (config.ts `lobby_config`): welcome slides, a welcome video with its captions, a highlights
 * video and the ad of the lobby's modal. The videos are copies of clips under their own names, as the poster
 * hall's intro is, so that the event-wide settings never hand out a session recording's address.
 */
export const LOBBY_MEDIA = {
  slides: [1, 2, 3].map((n) => `images/lobby/welcome-${n}.svg`),
  slidesMobile: [1, 2, 3].map((n) => `images/lobby/welcome-${n}-phone.svg`),
  welcomeVideo: 'lobby-welcome.mp4',
  welcomePoster: 'images/lobby/welcome-video.svg',
  welcomeCaptions: 'lobby-welcome.en.vtt',
  highlightsVideo: 'lobby-highlights.mp4',
  highlightsPoster: 'images/lobby/highlights.svg',
  posterHallPoster: 'images/lobby/poster-hall.svg',
  sponsorPoster: 'images/lobby/sponsor.svg',
  sponsorCaptions: 'lobby-sponsor.en.vtt',
  ad: 'images/ads/lobby-modal.svg',
  adMobile: 'images/ads/lobby-modal-phone.svg',
} as const;

/** What the welcome slides say (their pictures draw the same words). */
export const LOBBY_SLIDES = [
  { title: `Welcome to the ${DEMO.title}`, subtitle: 'Three days in Chicago and online' },
  { title: 'Keynotes every morning', subtitle: 'Grand Ballroom and Conference TV, 8:00' },
  { title: 'Meet the exhibitors', subtitle: 'Booth tours, demos and the raffle in the Exhibit Hall' },
] as const;

const LOBBY_CAPTIONS = `WEBVTT

00:00:00.000 --> 00:00:03.500
Welcome to the ${DEMO.title}.

00:00:03.500 --> 00:00:07.000
Start with the keynote, then find your sessions in the program.

00:00:07.000 --> 00:00:10.000
Enjoy the conference.
`;

/**
 * Writes the demo's media into `mediaDir/demo` (served at /media/demo): the committed clips and captions, the
 * clips' transcript documents, PDF handouts and brochures, and SVG images (logos, ads, posters, banners).
 * Does nothing when a previous run completed; returns the number of files written.
 */
export async function writeDemoMedia(
  mediaDir: string,
  exhibitors: readonly ExhibitorDoc[],
  sponsors: string[],
) {
  const root = join(mediaDir, 'demo');
  if (existsSync(join(root, MARKER))) return 0;
  await mkdir(join(root, 'pdf'), { recursive: true });
  await mkdir(join(root, 'images', 'ads'), { recursive: true });
  const files: [string, string | Uint8Array][] = [];

  for (const clip of CLIPS) {
    files.push([`${clip}.transcript.json`, JSON.stringify({ en: `${DEMO.mediaPrefix}/captions.en.vtt` })]);
    files.push([
      `images/${clip}-thumbnail.svg`,
      card(640, 360, colour(CLIPS.indexOf(clip)), 'Session recording', clip),
    ]);
  }
  for (let n = 1; n <= PDF_COUNT.handouts; n++) {
    // Handouts are shared by sessions of every track, so they name none.
    files.push([
      `pdf/handout-${n}.pdf`,
      await pdf(`Session handout ${n}`, [
        'Learning objectives',
        '1. Describe current practice in the topic of the session.',
        '2. Compare the approaches presented.',
        '3. Plan an evaluation at your own institution.',
        '',
        'This handout accompanies the session in the conference program.',
      ]),
    ]);
  }
  for (let n = 1; n <= PDF_COUNT.brochures; n++) {
    files.push([
      `pdf/brochure-${n}.pdf`,
      await pdf(`Exhibitor brochure ${n}`, [
        'Products and services for health data science.',
        'Visit the booth in the Exhibit Hall to see a live demonstration,',
        'book a meeting with our staff, or enter the raffle.',
      ]),
    ]);
  }
  for (const type of BANNER_TYPES) {
    for (const track of TRACKS) {
      files.push([
        fileOf(featureImage(type, track)),
        card(1200, 400, colour(track.id), type.label, track.label),
      ]);
    }
  }
  for (let n = 1; n <= IMAGE_COUNT.posters; n++) {
    files.push([
      `images/poster-${n}.svg`,
      card(600, 800, colour(n + 3), `Poster ${n}`, 'Background · Methods · Results'),
    ]);
  }
  for (let n = 1; n <= 6; n++)
    files.push([`images/product-${n}.svg`, card(400, 300, colour(n + 1), 'Product', `No. ${n}`)]);
  exhibitors.forEach((e, i) => {
    files.push([`images/logo-${e.CompanyInfo.CompID}.svg`, logo(e.CompanyInfo.Companyname, i)]);
  });
  files.push(['images/booth-stage.svg', boothStage(1600, 900)]);
  files.push(['images/header-banner.svg', card(1600, 100, '#0b3d91', DEMO.title, 'Chicago and online')]);
  files.push(['images/login-logo.svg', card(320, 120, '#0b3d91', 'MHDS', 'Health Data Science')]);
  files.push([REMINDER_ICON, REMINDER_ICON_SVG]);
  for (const name of ['Coffee Corner', 'Lounge']) {
    files.push([
      `images/lounge-${name.toLowerCase().replace(/\s+/g, '-')}.svg`,
      card(400, 240, '#6639ba', name),
    ]);
  }
  await mkdir(join(root, 'images', 'lobby'), { recursive: true });
  LOBBY_SLIDES.forEach((slide, n) => {
    files.push([LOBBY_MEDIA.slides[n] as string, card(1600, 500, colour(n), slide.title, slide.subtitle)]);
    files.push([
      LOBBY_MEDIA.slidesMobile[n] as string,
      card(800, 350, colour(n), slide.title, slide.subtitle),
    ]);
  });
  files.push([LOBBY_MEDIA.welcomePoster, card(640, 360, '#0b3d91', 'A welcome from the chairs', DEMO.title)]);
  files.push([LOBBY_MEDIA.highlightsPoster, card(640, 360, colour(2), 'Highlights', 'The best of day one')]);
  files.push([
    LOBBY_MEDIA.posterHallPoster,
    card(640, 360, colour(3), 'Poster Hall tour', 'Walk the posters'),
  ]);
  files.push([LOBBY_MEDIA.welcomeCaptions, LOBBY_CAPTIONS]);
  files.push([
    LOBBY_MEDIA.sponsorCaptions,
    'WEBVTT\n\n00:00:00.000 --> 00:00:05.000\n[Music] A word from our Platinum sponsor.\n',
  ]);
  const sponsor = (n: number) => sponsors[n % sponsors.length] ?? 'Our sponsor';
  files.push([LOBBY_MEDIA.sponsorPoster, card(640, 360, colour(4), sponsor(0), 'A word from our sponsor')]);
  files.push([LOBBY_MEDIA.ad, card(600, 400, colour(6), sponsor(0), 'Visit our booth for a live demo')]);
  files.push([LOBBY_MEDIA.adMobile, card(320, 320, colour(6), sponsor(0), 'Live demo at our booth')]);
  AD_IMAGES.leaderboard.forEach((f, n) => {
    files.push([f, card(728, 90, colour(n), sponsor(n), 'Visit our booth in the Exhibit Hall')]);
  });
  AD_IMAGES.skyscraper.forEach((f, n) => {
    files.push([f, card(160, 600, colour(n + 2), sponsor(n), 'Booth tour')]);
  });
  AD_IMAGES.tile.forEach((f, n) => {
    files.push([f, card(300, 250, colour(n + 4), sponsor(n), 'Book a demo')]);
  });
  AD_IMAGES.login.forEach((f, n) => {
    files.push([f, card(600, 200, colour(n + 5), sponsor(n), 'Proud sponsor')]);
  });
  AD_IMAGES.loginMobile.forEach((f, n) => {
    files.push([f, card(320, 100, colour(n + 5), sponsor(n))]);
  });

  for (const [name, content] of files) await writeFile(join(root, name), content);
  let copied = 0;
  for (const name of await readdir(ASSETS_DIR)) {
    if (!/\.(mp4|vtt)$/.test(name)) continue;
    await copyFile(join(ASSETS_DIR, name), join(root, name));
    copied++;
  }
  await copyFile(join(ASSETS_DIR, 'clip2.mp4'), join(root, POSTER_HALL_INTRO_VIDEO));
  await copyFile(join(ASSETS_DIR, 'clip1.mp4'), join(root, LOBBY_MEDIA.welcomeVideo));
  await copyFile(join(ASSETS_DIR, 'clip3.mp4'), join(root, LOBBY_MEDIA.highlightsVideo));
  copied += 3;
  await writeFile(join(root, MARKER), `${files.length + copied} files\n`);
  return files.length + copied;
}
