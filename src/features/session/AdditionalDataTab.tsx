import type { SessionItem } from '../../../schemas/sessionItem';
import { SafeHtml } from '../../ui/SafeHtml';

/** The `additional-<n>` tab of a session: the n-th entry of additional_session_data, as sanitised HTML. */
export function additionalDataOf(session: SessionItem, tab: string) {
  const match = /^additional-(\d+)$/.exec(tab);
  return match ? (session.live_config_object?.additional_session_data?.[Number(match[1])] ?? null) : null;
}

export function AdditionalDataTab({ session, tab }: { session: SessionItem; tab: string }) {
  const entry = additionalDataOf(session, tab);
  return entry ? <SafeHtml html={entry.content} /> : null;
}
