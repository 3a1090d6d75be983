/** Every machine of the platform, by name; tests/machines/coverage.test.ts checks each has a model test. */
import type { AnyStateMachine } from 'xstate';
import { adRotationMachine } from './adRotation';
import { breakoutRoomMachine } from './breakoutRoom';
import { carouselMachine } from './carousel';
import { externalMeetingMachine } from './externalMeeting';
import { favoriteToggleMachine } from './favoriteToggle';
import { formSubmissionMachine } from './formSubmission';
import { gameEligibilityMachine } from './gameEligibility';
import { imageUploadsMachine } from './imageUploads';
import { lobbyAdMachine } from './lobbyAd';
import { noteEditorMachine } from './noteEditor';
import { officeHoursMachine } from './officeHours';
import { privacyConsentMachine } from './privacyConsent';
import { programSnapshotMachine } from './programSnapshot';
import { ratingMachine } from './rating';
import { relayConnectionMachine } from './relayConnection';
import { reminderMachine } from './reminder';
import { resourceLoadMachine } from './resourceLoad';
import { sessionTimingMachine } from './sessionTiming';
import { signInMachine } from './signIn';
import { siteClosingMachine } from './siteClosing';
import { textSearchMachine } from './textSearch';
import { wallFeedMachine } from './wallFeed';

export const machines = {
  signIn: signInMachine,
  siteClosing: siteClosingMachine,
  adRotation: adRotationMachine,
  privacyConsent: privacyConsentMachine,
  relayConnection: relayConnectionMachine,
  sessionTiming: sessionTimingMachine,
  officeHours: officeHoursMachine,
  breakoutRoom: breakoutRoomMachine,
  externalMeeting: externalMeetingMachine,
  gameEligibility: gameEligibilityMachine,
  formSubmission: formSubmissionMachine,
  favoriteToggle: favoriteToggleMachine,
  rating: ratingMachine,
  noteEditor: noteEditorMachine,
  reminder: reminderMachine,
  programSnapshot: programSnapshotMachine,
  resourceLoad: resourceLoadMachine,
  textSearch: textSearchMachine,
  wallFeed: wallFeedMachine,
  imageUploads: imageUploadsMachine,
  carousel: carouselMachine,
  lobbyAd: lobbyAdMachine,
} as const satisfies Record<string, AnyStateMachine>;

export type MachineName = keyof typeof machines;
