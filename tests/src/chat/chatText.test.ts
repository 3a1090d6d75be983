import { describe, expect, it } from 'vitest';
import { messageTime, previewOf } from '../../../src/features/chat/chatText';

describe('chat texts', () => {
  it('previews the first 25 characters, then ...', () => {
    expect(previewOf('Short and sweet')).toBe('Short and sweet');
    expect(previewOf('Exactly twenty-five chars')).toBe('Exactly twenty-five chars');
    expect(previewOf('Are you presenting at the keynote today?')).toBe('Are you presenting at the...');
  });

  it("writes times as 'MMM DD, h:mm a' in the conference time zone", () => {
    const ts = Date.UTC(2027, 2, 4, 15, 5) / 1000;
    expect(messageTime({ ts }, 'en', 'America/Chicago')).toBe('Mar 04, 9:05 AM');
    expect(messageTime({ ts }, 'en', 'Europe/Rome')).toBe('Mar 04, 4:05 PM');
  });
});
