import { describe, expect, it } from 'vitest';
import { pictureAddress } from '../../../src/ui/Avatar';
import { initialsOf } from '../../../src/ui/initials';
import { isExternal, lobbyParts } from '../../../src/features/lobby/lobbyParts';
import { settings } from '../../machines/fixtures';

describe("the lobby's configuration", () => {
  it('reads lobby_config with the empty parts left out, and the standard variant by default', () => {
    expect(lobbyParts(settings)).toEqual({
      variant: 'standard',
      slides: [],
      slideInterval: 8000,
      title: null,
      description: null,
      video: null,
      featured: [],
      ad: null,
    });
    const parts = lobbyParts({
      ...settings,
      lobby_config: {
        variant: 'live',
        title: '  ',
        description: '<p>Hi</p>',
        carousel_speed: 5,
        welcome_carousel: [{ image: ' ' }, { image: '/a.svg' }],
      },
    });
    expect(parts).toMatchObject({
      variant: 'live',
      title: null,
      description: '<p>Hi</p>',
      slideInterval: 5000,
      slides: [{ image: '/a.svg' }],
    });
  });

  it('tells another site from a path of the app', () => {
    expect(isExternal('https://example.org')).toBe(true);
    expect(isExternal('mailto:help@example.org')).toBe(true);
    expect(isExternal('//cdn.example.org/x')).toBe(true);
    expect(isExternal('/main/sessions')).toBe(false);
  });

  it('shows a picture only at an address, else the initials', () => {
    expect(pictureAddress('default-avatar.png')).toBeNull();
    expect(pictureAddress('ada.png')).toBeNull();
    expect(pictureAddress('')).toBeNull();
    expect(pictureAddress('/media/ada.png')).toBe('/media/ada.png');
    expect(pictureAddress('https://cdn.example.org/ada.png')).toBe('https://cdn.example.org/ada.png');
    expect(initialsOf('ada lovelace')).toBe('AL');
    expect(initialsOf('Ada Augusta King Lovelace')).toBe('AL');
    expect(initialsOf(' ')).toBe('?');
  });
});
