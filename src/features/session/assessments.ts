import type { EventConfig } from '../../../schemas/eventConfig';
import {
  type AssessmentKind,
  assessmentsOf as kindsOf,
  type SelectableItem,
} from '../../../schemas/evaluation';

export type Assessment = AssessmentKind;

/**
 * Which of an evaluation and a quiz a session has, for the Evaluation and Quiz tags of its presentation list:
 * the selectors of `session_evaluations` (session_ids, session_types), read as the server reads them.
 */
export const assessmentsOf = (item: SelectableItem, settings: EventConfig): Assessment[] =>
  kindsOf(item, settings.session_evaluations);
