import type { EvaluationGateInput } from '../../../machines/evaluationGate';
import type { AssessmentKind, AssessmentRule } from '../../../schemas/evaluation';
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

/** Who is looking: the signed-in user's uuid, admin flag and badges. */
export interface AssessmentViewer {
  readonly uuid: string;
  readonly isAdmin: boolean;
  readonly badges: readonly number[];
}

const ids = (list: readonly (string | number)[] | undefined) => (list ?? []).map(String);

/** The rule of `session_evaluations` that gives the item this form, or null when none does. */
export function assessmentRuleOf(kind: Assessment, item: Item, settings: EventConfig): AssessmentRule | null {
  const rule = settings.session_evaluations?.[kind];
  if (!rule) return null;
  const byId = ids(rule.session_ids).includes(String(item.session_id));
  const byType =
    item.session_type_id !== undefined && ids(rule.session_types).includes(String(item.session_type_id));
  return byId || byType ? rule : null;
}

/**
 * Whether the viewer may see a form of `session` (000 §5, §6): a hidden one only admins; one with required
 * badges admins and holders of one of them; a chairs-only one admins and the session's chairs.
 */
export function mayTake(rule: AssessmentRule, viewer: AssessmentViewer, session: SessionFacts): boolean {
  if (viewer.isAdmin) return true;
  if (isOn(rule.hidden)) return false;
  const badges = ids(rule.required_badges);
  if (badges.length > 0 && !viewer.badges.some((b) => badges.includes(String(b)))) return false;
  if (isOn(rule.chair_only) && !(session.session_chair_array ?? []).some((c) => c.uuid === viewer.uuid))
    return false;
  return true;
}

/** Which of an evaluation and a quiz the item has, whoever looks (the selectors alone). */
export function assessmentsOf(item: Item, settings: EventConfig): Assessment[] {
  return KINDS.filter((kind) => assessmentRuleOf(kind, item, settings) !== null);
}

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
