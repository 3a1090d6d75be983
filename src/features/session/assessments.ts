import type { EventConfig } from '../../../schemas/eventConfig';

export type Assessment = 'evaluation' | 'quiz';

interface Item {
  readonly session_id: number;
  readonly session_type_id?: number | string | undefined;
}

const ids = (v: unknown): string[] => (Array.isArray(v) ? v.map((x) => String(x)) : []);

/**
 * Which of an evaluation and a quiz a session has, for the Evaluation and Quiz tags of its presentation list.
 * `session_evaluations` is read as `{ evaluation?: { session_types?, session_ids? }, quiz?: {...} }`, the
 * same selectors as session_privacy_warning_message; anything else names nothing.
 */
export function assessmentsOf(item: Item, settings: EventConfig): Assessment[] {
  const config = settings.session_evaluations;
  if (typeof config !== 'object' || config === null) return [];
  return (['evaluation', 'quiz'] as const).filter((kind) => {
    const rule = (config as Record<string, unknown>)[kind];
    if (typeof rule !== 'object' || rule === null) return false;
    const { session_types, session_ids } = rule as Record<string, unknown>;
    return (
      ids(session_ids).includes(String(item.session_id)) ||
      (item.session_type_id !== undefined && ids(session_types).includes(String(item.session_type_id)))
    );
  });
}
