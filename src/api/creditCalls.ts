import type { AnswersRequest, AssessmentKind } from '../../schemas/evaluation';
import { AssessmentReply } from '../../schemas/evaluation';
import { CertificatesReply, TranscriptReply } from '../../schemas/certificate';
import { CreditTypesReply } from '../../schemas/credits';
import { SessionCompleteReply, AwarenessReply } from '../../schemas/program';
import {
  type AwarenessWrite,
  type HeartbeatRequest,
  WatchReply,
  type WatchEntityType,
} from '../../schemas/watch';
import type { Api } from './client';

/**
 * Continuing education: the completion check, credit types, evaluation and quiz forms, watch heartbeats,
 * awareness outcomes, certificates and the transcript.
 */
export function creditCalls(api: Api) {
  return {
    /** Whether the user may complete the session now, or the server's reason why not. */
    validateComplete: (sessionId: number) =>
      api.apiFetch(SessionCompleteReply, '/validate_user_session_complete', {
        query: { sid: String(sessionId) },
      }),
    creditTypes: (sessionId: number) =>
      api.apiFetch(CreditTypesReply, '/get_credit_types', { query: { session_id: String(sessionId) } }),
    /** The chosen credit_num_select values, sent joined by commas (000 §6). */
    assignCreditType: (sessionId: number, chosen: readonly string[]) =>
      api.apiFetch(CreditTypesReply, '/assign_credit_type', {
        method: 'POST',
        body: { session_id: sessionId, credit_num_select: chosen.join(',') },
      }),
    assessment: (kind: AssessmentKind, sessionId: number) =>
      api.apiFetch(AssessmentReply, `/evaluations/${kind}/${sessionId}`),
    submitAssessment: (kind: AssessmentKind, sessionId: number, body: typeof AnswersRequest.Encoded) =>
      api.apiFetch(AssessmentReply, `/evaluations/${kind}/${sessionId}`, { method: 'POST', body }),
    heartbeat: (body: HeartbeatRequest) =>
      api.apiFetch(WatchReply, '/heartbeat', { method: 'POST', body, quiet: true }),
    watched: (entityType: WatchEntityType, entityId: string, type: 'ondemand' | 'live' = 'ondemand') =>
      api.apiFetch(WatchReply, '/heartbeat', {
        query: { entity_type: entityType, entity_id: entityId, type },
      }),
    awareness: (entityType: WatchEntityType, entityId: string) =>
      api.apiFetch(AwarenessReply, '/awareness', {
        query: { entity_type: entityType, entity_id: entityId, type: 'ondemand' },
        quiet: true,
      }),
    writeAwareness: (body: typeof AwarenessWrite.Encoded) =>
      api.apiFetch(AwarenessReply, '/awareness', { method: 'POST', body }),
    certificates: () => api.apiFetch(CertificatesReply, '/certificates'),
    transcript: () => api.apiFetch(TranscriptReply, '/transcript'),
    /** A certificate or the transcript as a PDF (the address a reply gave, under /api). */
    pdf: (link: string) => api.apiFile(link.replace(/^\/api/, ''), 'application/pdf'),
  };
}
export type CreditCalls = ReturnType<typeof creditCalls>;
