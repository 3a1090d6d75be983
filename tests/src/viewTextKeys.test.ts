import { describe, expect, it } from 'vitest';
import { AWARENESS_TEXT_KEYS } from '../../machines/awarenessCheck.view';
import { BREAKOUT_ROOM_TEXT_KEYS } from '../../machines/breakoutRoom.view';
import { CALL_TEXT_KEYS } from '../../machines/call.view';
import { CAROUSEL_TEXT_KEYS } from '../../machines/carousel.view';
import { EVALUATION_GATE_TEXT_KEYS } from '../../machines/evaluationGate.view';
import { LOBBY_AD_TEXT_KEYS } from '../../machines/lobbyAd.view';
import { LOUNGE_TEXT_KEYS } from '../../machines/lounge.view';
import { MEETING_BOOKING_TEXT_KEYS } from '../../machines/meetingBooking.view';
import { EXTERNAL_MEETING_TEXT_KEYS } from '../../machines/externalMeeting.view';
import { GAME_TEXT_KEYS } from '../../machines/gameEligibility.view';
import { OFFICE_HOURS_TEXT_KEYS } from '../../machines/officeHours.view';
import { IMPORT_STEP_TEXT_KEYS } from '../../machines/programImport.view';
import { SETTINGS_EDITOR_TEXT_KEYS } from '../../machines/settingsEditor.view';
import { SESSION_TIMING_TEXT_KEYS } from '../../machines/sessionTiming.view';
import { VOTING_TEXT_KEYS } from '../../machines/voting.view';
import { englishTextAt } from '../support/texts';

/**
 * The text at a dotted key of the English texts: the app's, the screens' namespaces' or the admin screens' (every
 * language has the same keys: their type is en's).
 */
const textAt = englishTextAt;

describe('text keys of the machine views', () => {
  const keys = [
    ...AWARENESS_TEXT_KEYS,
    ...BREAKOUT_ROOM_TEXT_KEYS,
    ...CALL_TEXT_KEYS,
    ...EVALUATION_GATE_TEXT_KEYS,
    ...EXTERNAL_MEETING_TEXT_KEYS,
    ...GAME_TEXT_KEYS,
    ...OFFICE_HOURS_TEXT_KEYS,
    ...SESSION_TIMING_TEXT_KEYS,
    ...CAROUSEL_TEXT_KEYS,
    ...LOBBY_AD_TEXT_KEYS,
    ...LOUNGE_TEXT_KEYS,
    ...MEETING_BOOKING_TEXT_KEYS,
    ...Object.values(VOTING_TEXT_KEYS),
    ...Object.values(IMPORT_STEP_TEXT_KEYS),
    ...SETTINGS_EDITOR_TEXT_KEYS,
  ];
  it.each(keys)('%s is a text of src/i18n', (key) => {
    expect(typeof textAt(key), key).toBe('string');
  });
});
