import type { EvaluationGateInput } from '../../../machines/evaluationGate';
import {
  type AssessmentKind,
  type AssessmentRule,
  type AssessmentViewer,
  assessmentsOf as kindsOf,
  mayTake,
  ruleSelects,
} from '../../../schemas/evaluation';
import { type EventConfig, isOn } from '../../../schemas/eventConfig';

export type Assessment = AssessmentKind;

const KINDS = ['evaluation', 'quiz'] as const;

interface Item {
  readonly session_id: number;
  readonly session_type_id?: number | string | undefined;
}

interface SessionFacts extends Item {
  readonly start_time_unix?: number | undefined;
  readonly end_time_unix?: number | undefined;
  readonly session_chair_array?: readonly { readonly uuid: string }[] | undefined;
  readonly credits_array?: readonly unknown[] | undefined;
  readonly live_config_object?: { readonly awareness_check_pass_count?: number | undefined } | undefined;
}

export type { AssessmentViewer };

/** The rule of `session_evaluations` that gives the item this form, or null when none does. */
export function assessmentRuleOf(kind: Assessment, item: Item, settings: EventConfig): AssessmentRule | null {
  const rule = settings.session_evaluations?.[kind];
  return rule && ruleSelects(rule, item) ? rule : null;
}

/** Which of an evaluation and a quiz the item has, whoever looks (the selectors alone). */
export const assessmentsOf = (item: Item, settings: EventConfig): Assessment[] =>
  kindsOf(item, settings.session_evaluations);

/**
 * Which of an evaluation and a quiz the viewer sees for an item of `session` (the item itself by default): the
 * session page's Evaluation and Quiz tabs and the presentation list's tags.
 */
export function visibleAssessmentsOf(
  item: Item,
  settings: EventConfig,
  viewer: AssessmentViewer,
  session: SessionFacts = item,
): Assessment[] {
  return KINDS.filter((kind) => {
    const rule = assessmentRuleOf(kind, item, settings);
    return rule !== null && mayTake(rule, viewer, session);
  });
}

/**
 * The gate's input for a session's form: its times, the overrides of `evaluation_config`, and whether a credit
 * type may have to be chosen (an evaluation of a session offering credits, while the event has credits on).
 */
export function gateInputOf(
  kind: Assessment,
  session: SessionFacts,
  settings: EventConfig,
  now: number,
): EvaluationGateInput {
  const config = settings.evaluation_config ?? {};
  return {
    now,
    sessionStart: session.start_time_unix ?? null,
    sessionEnd: session.end_time_unix ?? null,
    availableBeforeStart: isOn(config.available_before_start),
    notStartedMessage: config.not_started_message ?? null,
    hasCredits:
      kind === 'evaluation' &&
      isOn(settings.credits_config?.enabled) &&
      (session.credits_array?.length ?? 0) > 0,
    awarenessPassCount: session.live_config_object?.awareness_check_pass_count ?? null,
  };
}
