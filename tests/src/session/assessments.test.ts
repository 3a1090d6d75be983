import { describe, expect, it } from 'vitest';
import type { EventConfig } from '../../../schemas/eventConfig';
import { assessmentsOf, gateInputOf, visibleAssessmentsOf } from '../../../src/features/session/assessments';
import { settings as baseSettings } from '../../machines/fixtures';

const form = { questions: [{ id: 'q', label: 'Overall', type: 'rating' as const }] };
const session = {
  session_id: 7,
  session_type_id: 3,
  start_time_unix: 1_000,
  end_time_unix: 2_000,
  session_chair_array: [{ uuid: 'chair-1' }],
  credits_array: [{ credit_id: 1, label: 'CME', value: 1.5 }],
  live_config_object: { awareness_check_pass_count: 2 },
};
const attendee = { uuid: 'u-1', isAdmin: false, badges: [4] };
const admin = { uuid: 'a-1', isAdmin: true, badges: [] };
const chair = { uuid: 'chair-1', isAdmin: false, badges: [] };

const withRules = (evaluation: object, quiz: object = { session_ids: [7], form }): EventConfig => ({
  ...baseSettings,
  session_evaluations: { evaluation: { form, ...evaluation }, quiz },
});

describe('which forms a session has and who sees them', () => {
  it('selects sessions by id or by type, ids as numbers or text', () => {
    expect(assessmentsOf(session, withRules({ session_ids: ['7'] }))).toEqual(['evaluation', 'quiz']);
    expect(assessmentsOf(session, withRules({ session_types: [3] }, {}))).toEqual(['evaluation']);
    expect(assessmentsOf({ session_id: 8 }, withRules({ session_types: ['3'] }))).toEqual([]);
    expect(assessmentsOf(session, baseSettings)).toEqual([]);
  });

  it('shows a hidden form to admins only', () => {
    const settings = withRules({ session_ids: [7], hidden: 1 });
    expect(visibleAssessmentsOf(session, settings, attendee)).toEqual(['quiz']);
    expect(visibleAssessmentsOf(session, settings, admin)).toEqual(['evaluation', 'quiz']);
  });

  it('needs one of the required badges, unless the user is an admin', () => {
    const settings = withRules({ session_ids: [7], required_badges: ['4', 5] });
    expect(visibleAssessmentsOf(session, settings, attendee)).toContain('evaluation');
    expect(visibleAssessmentsOf(session, settings, { ...attendee, badges: [6] })).toEqual(['quiz']);
    expect(visibleAssessmentsOf(session, settings, admin)).toContain('evaluation');
  });

  it("keeps a chairs-only form to the session's chairs and admins, for its child items too", () => {
    const settings = withRules({ session_ids: [7], chair_only: true });
    expect(visibleAssessmentsOf(session, settings, attendee)).toEqual(['quiz']);
    expect(visibleAssessmentsOf(session, settings, chair)).toEqual(['evaluation', 'quiz']);
    expect(visibleAssessmentsOf(session, settings, admin)).toEqual(['evaluation', 'quiz']);
    const child = { session_id: 7 };
    expect(visibleAssessmentsOf(child, settings, chair, session)).toEqual(['evaluation', 'quiz']);
    expect(visibleAssessmentsOf(child, settings, chair)).toEqual(['quiz']);
  });
});

describe('the gate input of a session', () => {
  it('takes the times, the overrides and the awareness pass count', () => {
    const settings: EventConfig = {
      ...baseSettings,
      evaluation_config: { available_before_start: 1, not_started_message: 'Soon.' },
      credits_config: { enabled: true },
    };
    expect(gateInputOf('evaluation', session, settings, 500)).toEqual({
      now: 500,
      sessionStart: 1_000,
      sessionEnd: 2_000,
      availableBeforeStart: true,
      notStartedMessage: 'Soon.',
      hasCredits: true,
      awarenessPassCount: 2,
    });
  });

  it('asks for a credit type only before an evaluation, with credits on and offered by the session', () => {
    const on: EventConfig = { ...baseSettings, credits_config: { enabled: 1 } };
    expect(gateInputOf('evaluation', session, on, 0).hasCredits).toBe(true);
    expect(gateInputOf('quiz', session, on, 0).hasCredits).toBe(false);
    expect(gateInputOf('evaluation', session, baseSettings, 0).hasCredits).toBe(false);
    expect(gateInputOf('evaluation', { ...session, credits_array: [] }, on, 0).hasCredits).toBe(false);
    expect(gateInputOf('evaluation', { session_id: 9 }, on, 0)).toMatchObject({
      sessionStart: null,
      sessionEnd: null,
      availableBeforeStart: false,
      notStartedMessage: null,
      awarenessPassCount: null,
    });
  });
});
