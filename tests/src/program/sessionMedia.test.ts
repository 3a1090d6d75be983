import { describe, expect, it } from 'vitest';
import { pdfSource, previewKind } from '../../../src/ui/media/pdfSource';
import {
  captionTracks,
  nextProgress,
  qualitySources,
  readProgress,
  unsignedAddress,
  writeProgress,
} from '../../../src/ui/media/videoSources';

function memoryStorage() {
  const data = new Map<string, string>();
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  } as unknown as Storage;
  return { data, storage };
}

describe('session media', () => {
  it('derives the Medium and Low addresses from the file name unless given', () => {
    expect(qualitySources('/media/demo/clip1.mp4')).toEqual({
      high: '/media/demo/clip1.mp4',
      medium: '/media/demo/clip1_medium.mp4',
      low: '/media/demo/clip1_low.mp4',
    });
    expect(qualitySources('/v.mp4', { low: '/l.mp4' }).low).toBe('/l.mp4');
  });

  it('marks a video complete above 90 % and keeps it complete', () => {
    expect(nextProgress(null, 90, 100).complete).toBe(false);
    expect(nextProgress(null, 90.1, 100).complete).toBe(true);
    expect(nextProgress({ time: 95, duration: 100, complete: true }, 10, 100).complete).toBe(true);
  });

  it('keeps progress in storage and ignores damaged entries', () => {
    const { data, storage } = memoryStorage();
    writeProgress(storage, '/v.mp4', { time: 12, duration: 60, complete: false });
    expect(readProgress(storage, '/v.mp4')).toEqual({ time: 12, duration: 60, complete: false });
    data.set('video-progress:/w.mp4', '{oops');
    expect(readProgress(storage, '/w.mp4')).toBeNull();
  });

  it('keeps progress of a signed address under the file, whatever its signature', () => {
    const { data, storage } = memoryStorage();
    writeProgress(storage, '/v.mp4?expires=1&signature=a', { time: 12, duration: 60, complete: false });
    expect(readProgress(storage, '/v.mp4?expires=2&signature=b')?.time).toBe(12);
    expect([...data.keys()]).toEqual(['video-progress:/v.mp4']);
    expect(unsignedAddress('/v.mp4?q=1&expires=1&signature=a')).toBe('/v.mp4?q=1');
    expect(unsignedAddress('/v.mp4?expires=1&signature=a&q=1')).toBe('/v.mp4?q=1');
    expect(qualitySources('/v.mp4?expires=1&signature=a').low).toBe('/v_low.mp4?expires=1&signature=a');
  });

  it('reads caption tracks from a transcript document', () => {
    expect(captionTracks({ en: '/c.en.vtt', fr: '/c.fr.vtt', bad: 3 }, (c) => c.toUpperCase())).toEqual([
      { srclang: 'en', label: 'EN', src: '/c.en.vtt' },
      { srclang: 'fr', label: 'FR', src: '/c.fr.vtt' },
    ]);
    expect(captionTracks(null, (c) => c)).toEqual([]);
  });

  it('reads same-origin PDFs directly and others through the proxy', () => {
    expect(pdfSource('/media/demo/pdf/a.pdf', 'http://app.test')).toBe('/media/demo/pdf/a.pdf');
    expect(pdfSource('https://cdn.example.com/a.pdf', 'http://app.test')).toBe(
      `/api/pdf-proxy?url=${encodeURIComponent('https://cdn.example.com/a.pdf')}`,
    );
  });

  it('previews only jpg, png and pdf', () => {
    expect(previewKind('Slides.pdf', '/x/slides.pdf')).toBe('pdf');
    expect(previewKind('Photo.JPG', '/x/photo.JPG')).toBe('image');
    expect(previewKind('Chart', '/x/chart.png')).toBe('image');
    expect(previewKind('Data.xlsx', '/x/data.xlsx')).toBeNull();
    expect(previewKind('Anim.gif', '/x/anim.gif')).toBeNull();
  });
});
