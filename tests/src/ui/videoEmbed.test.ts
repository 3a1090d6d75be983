// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { VIDEO_EMBED_ORIGINS, videoPlayerSrc } from '../../../schemas/videoEmbed';
import { videoEmbedOf } from '../../../src/ui/media/videoEmbed';

describe('videoPlayerSrc', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ?t=1m30s', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=90'],
    ['//www.youtube.com/embed/aqz-KE-bpKQ?autoplay=1', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://m.youtube.com/shorts/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    [
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=12',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=12',
    ],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    [
      'https://player.vimeo.com/video/76979871?h=8272103f6e&autoplay=1',
      'https://player.vimeo.com/video/76979871?h=8272103f6e',
    ],
  ])('%s plays as %s', (address, player) => {
    expect(videoPlayerSrc(address)).toBe(player);
    expect(VIDEO_EMBED_ORIGINS.some((origin) => player.startsWith(`${origin}/`))).toBe(true);
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/embed/aqz-KE-bpKQ%22onload=%22x',
    'https://www.youtube.com.evil.example/embed/aqz-KE-bpKQ',
    'https://evil.example/?v=aqz-KE-bpKQ',
    'javascript:alert(1)//youtube.com/embed/aqz-KE-bpKQ',
    'https://vimeo.com/channels/staffpicks',
    'not an address',
  ])('%s is no known video', (address) => {
    expect(videoPlayerSrc(address)).toBeNull();
  });
});

describe('videoEmbedOf', () => {
  it('frames a known host from the embed code’s address, whatever else the code holds', () => {
    expect(
      videoEmbedOf({
        html: '<div><iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ" onload="alert(1)"></iframe><script>alert(2)</script></div>',
      }),
    ).toEqual({ kind: 'frame', src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ' });
  });

  it('plays a file from the address or from a <video> in the code', () => {
    expect(videoEmbedOf({ url: '/media/demo/clip1.mp4?sig=x' })).toEqual({
      kind: 'file',
      src: '/media/demo/clip1.mp4?sig=x',
    });
    expect(videoEmbedOf({ html: '<video src="/media/demo/clip2.mp4" controls></video>' })).toEqual({
      kind: 'file',
      src: '/media/demo/clip2.mp4',
    });
    expect(videoEmbedOf({ html: '<video><source src="https://cdn.example.org/a.webm"></video>' })).toEqual({
      kind: 'file',
      src: 'https://cdn.example.org/a.webm',
    });
  });

  it('links to an unknown player instead of framing it, and shows nothing for other schemes', () => {
    expect(videoEmbedOf({ html: '<iframe src="//player.example.com/v/1"></iframe>' })).toEqual({
      kind: 'link',
      href: 'https://player.example.com/v/1',
    });
    expect(videoEmbedOf({ html: '<iframe src="javascript:alert(1)"></iframe>' })).toBeNull();
    expect(videoEmbedOf({ url: 'javascript:alert(1)' })).toBeNull();
    expect(videoEmbedOf({ url: '//evil.example/a.mp4' })).toBeNull();
    expect(videoEmbedOf({})).toBeNull();
  });
});
