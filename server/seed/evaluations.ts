import type { AssessmentForm } from '../../schemas/evaluation';
import type { EventConfig } from '../../schemas/eventConfig';

/** The demo's session evaluation: stars, one choice, several choices and free text. */
export const DEMO_EVALUATION: AssessmentForm = {
  title: 'Session Evaluation',
  intro:
    '<p>Your answers help us plan next year’s program. Submitting the evaluation claims your credits.</p>',
  questions: [
    { id: 'overall', label: 'Overall, how would you rate this session?', type: 'rating', required: true },
    {
      id: 'objectives',
      label: 'Were the learning objectives met?',
      type: 'single',
      options: ['Yes', 'Partly', 'No'],
      required: true,
    },
    {
      id: 'useful',
      label: 'Which parts were most useful?',
      type: 'multiple',
      options: ['Presentations', 'Discussion', 'Case examples', 'Slides and handouts'],
    },
    { id: 'practice', label: 'What will you change in your practice?', type: 'text' },
  ],
};

/** The demo's knowledge check: two scored questions and one open one. */
export const DEMO_QUIZ: AssessmentForm = {
  title: 'Knowledge Check',
  intro: '<p>Three short questions on the session’s key points.</p>',
  questions: [
    {
      id: 'alert-fatigue',
      label: 'What is the main risk of alert fatigue in electronic health records?',
      type: 'single',
      options: ['Clinicians override important alerts', 'Alerts load slowly', 'Patients see the alerts'],
      correct: 'Clinicians override important alerts',
      required: true,
    },
    {
      id: 'validation',
      label: 'Which steps belong in validating a clinical prediction model before and after go-live?',
      type: 'multiple',
      options: [
        'External validation on local data',
        'A calibration check',
        'Choosing the model with the most parameters',
        'Monitoring after go-live',
      ],
      correct: ['External validation on local data', 'A calibration check', 'Monitoring after go-live'],
      required: true,
    },
    { id: 'try', label: 'One idea you will try at your institution', type: 'text' },
  ],
};

/** Continuing education of the demo: forms for every session with credits, certificates and the transcript. */
export function demoContinuingEducation(creditedSessionIds: readonly number[]): Partial<EventConfig> {
  return {
    session_evaluations: {
      evaluation: { session_ids: creditedSessionIds, form: DEMO_EVALUATION },
      quiz: { session_ids: creditedSessionIds, form: DEMO_QUIZ },
    },
    evaluation_config: { rule: 'start' },
    transcript_config: { enabled: 1, title: 'Continuing Education Transcript' },
    basic_certificate_config: {
      enabled: 1,
      title: 'Certificate of Completion',
      signed_by: 'Dr. Morgan Lee, Chair of the Program Committee',
    },
  };
}
