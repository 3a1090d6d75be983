import { describe, expect, it } from 'vitest';
import { ROOM_NAME_REQUIRED, videoRoomName } from '../../../server/video/roomNames';

describe('videoRoomName (000 §5)', () => {
  it('turns spaces into underscores', () => {
    expect(videoRoomName('office hours 12')).toBe('office_hours_12');
  });

  it('removes every character other than letters, digits, hyphens and underscores', () => {
    expect(videoRoomName('a:b/c.d?e#f é!-g_h')).toBe('abcdef_-g_h');
    expect(videoRoomName('officeHours:office_hour_12')).toBe('officeHoursoffice_hour_12');
  });

  it('keeps at most 200 characters', () => {
    const name = videoRoomName('x'.repeat(250));
    expect(name).toHaveLength(200);
    expect(videoRoomName(`${'y'.repeat(199)}zz`)).toBe(`${'y'.repeat(199)}z`);
  });

  it('trims leading and trailing hyphens and underscores, also those left at the cut', () => {
    expect(videoRoomName('--_room-1__')).toBe('room-1');
    expect(videoRoomName(' room ')).toBe('room');
    expect(videoRoomName(`${'a'.repeat(199)}_b`)).toBe('a'.repeat(199));
  });

  it("falls back to 'default_room' when nothing is left", () => {
    expect(videoRoomName('')).toBe('default_room');
    expect(videoRoomName('!!! ?? --')).toBe('default_room');
  });

  it('names the refusal of a missing name exactly', () => {
    expect(ROOM_NAME_REQUIRED).toBe('Room name and display name are required');
  });
});
