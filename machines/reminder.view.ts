/** Whether a reminder is on screen now, and its state's name for tests. */
import type { SnapshotFrom } from 'xstate';
import type { reminderMachine } from './reminder';
import { stateName } from './support/stateName';

export interface ReminderView {
  state: string;
  showing: boolean;
  /** A timer is set for it. */
  scheduled: boolean;
}

export const reminderView = (s: SnapshotFrom<typeof reminderMachine>): ReminderView => ({
  state: stateName(s.value),
  showing: s.matches('showing'),
  scheduled: s.matches('waiting'),
});
