import type { AnyStateMachine } from 'xstate';
import type { MachineName } from '../../../machines/index';
import type { MachineModel } from '../model';
import { sessionTimingModel } from './sessionTiming.model';
import { relayConnectionModel } from './relayConnection.model';
import { officeHoursModel } from './officeHours.model';
import { gameEligibilityModel } from './gameEligibility.model';
import { imageUploadsModel } from './imageUploads.model';
import { externalMeetingModel } from './externalMeeting.model';
import { breakoutRoomModel } from './breakoutRoom.model';
import { adRotationModel } from './adRotation.model';
import { favoriteToggleModel } from './favoriteToggle.model';
import { formSubmissionModel } from './formSubmission.model';
import { noteEditorModel } from './noteEditor.model';
import { privacyConsentModel } from './privacyConsent.model';
import { programSnapshotModel } from './programSnapshot.model';
import { ratingModel } from './rating.model';
import { reminderModel } from './reminder.model';
import { resourceLoadModel } from './resourceLoad.model';
import { signInModel } from './signIn.model';
import { siteClosingModel } from './siteClosing.model';
import { textSearchModel } from './textSearch.model';
import { wallFeedModel } from './wallFeed.model';
import { carouselModel } from './carousel.model';
import { lobbyAdModel } from './lobbyAd.model';

/** The model of every registered machine (the coverage test requires one for each). */
export const models: Record<MachineName, MachineModel<AnyStateMachine>> = {
  signIn: signInModel as unknown as MachineModel<AnyStateMachine>,
  siteClosing: siteClosingModel as unknown as MachineModel<AnyStateMachine>,
  adRotation: adRotationModel as unknown as MachineModel<AnyStateMachine>,
  privacyConsent: privacyConsentModel as unknown as MachineModel<AnyStateMachine>,
  formSubmission: formSubmissionModel as unknown as MachineModel<AnyStateMachine>,
  favoriteToggle: favoriteToggleModel as unknown as MachineModel<AnyStateMachine>,
  rating: ratingModel as unknown as MachineModel<AnyStateMachine>,
  noteEditor: noteEditorModel as unknown as MachineModel<AnyStateMachine>,
  reminder: reminderModel as unknown as MachineModel<AnyStateMachine>,
  programSnapshot: programSnapshotModel as unknown as MachineModel<AnyStateMachine>,
  resourceLoad: resourceLoadModel as unknown as MachineModel<AnyStateMachine>,
  textSearch: textSearchModel as unknown as MachineModel<AnyStateMachine>,
  wallFeed: wallFeedModel as unknown as MachineModel<AnyStateMachine>,
  imageUploads: imageUploadsModel as unknown as MachineModel<AnyStateMachine>,
  breakoutRoom: breakoutRoomModel as unknown as MachineModel<AnyStateMachine>,
  externalMeeting: externalMeetingModel as unknown as MachineModel<AnyStateMachine>,
  gameEligibility: gameEligibilityModel as unknown as MachineModel<AnyStateMachine>,
  officeHours: officeHoursModel as unknown as MachineModel<AnyStateMachine>,
  relayConnection: relayConnectionModel as unknown as MachineModel<AnyStateMachine>,
  sessionTiming: sessionTimingModel as unknown as MachineModel<AnyStateMachine>,
  carousel: carouselModel as unknown as MachineModel<AnyStateMachine>,
  lobbyAd: lobbyAdModel as unknown as MachineModel<AnyStateMachine>,
};
