import type { SocketNotification } from '../../schemas/notification';

export interface NotificationTarget {
  readonly href: string;
  /** An external link opens in a new window. */
  readonly external: boolean;
}

/** What a target is read from: a live notification, or a lobby notification post (whose blanks are null). */
interface Targeted {
  readonly contextType?: SocketNotification['contextType'] | null;
  readonly contextId?: string | number | null;
  readonly contextInfo?: unknown;
  readonly linkButtonURL?: string | null;
}

/** The additional exhibitor hall a notification's confid names, if any. */
function hallOf(info: unknown, halls: readonly { id: string }[]): string | null {
  const confid = info && typeof info === 'object' && 'confid' in info ? String(info.confid) : null;
  return confid !== null && halls.some((h) => h.id === confid) ? confid : null;
}

/**
 * Where a notification's go button leads (001 §2): an exhibitor (in its additional hall when the confid names
 * one), a session, the lounges, or an external link in a new window; null without a target.
 */
export function notificationTarget(
  n: Targeted,
  halls: readonly { id: string }[] = [],
): NotificationTarget | null {
  const id = n.contextId === undefined || n.contextId === null ? '' : encodeURIComponent(String(n.contextId));
  switch (n.contextType) {
    case 'Session':
      return id ? { href: `/main/sessions/${id}`, external: false } : null;
    case 'Exhibitor': {
      if (!id) return null;
      const hall = hallOf(n.contextInfo, halls);
      const href = hall
        ? `/exhibitors/HallDetailView/${encodeURIComponent(hall)}/${id}`
        : `/exhibitors/DetailView/${id}`;
      return { href, external: false };
    }
    case 'lounge':
      return { href: '/main/social_lounge', external: false };
    case 'external_link':
      return n.linkButtonURL && /^https?:\/\//.test(n.linkButtonURL)
        ? { href: n.linkButtonURL, external: true }
        : null;
    default:
      return null;
  }
}

/** The additional exhibitor halls of the event's configuration (`exhibitor_hall_config.additional_halls`). */
export function additionalHalls(
  config: { exhibitor_hall_config?: unknown } | null | undefined,
): { id: string }[] {
  const hall = config?.exhibitor_hall_config;
  const list = hall && typeof hall === 'object' && 'additional_halls' in hall ? hall.additional_halls : null;
  if (!Array.isArray(list)) return [];
  return list.flatMap((h: unknown) => {
    const id = h && typeof h === 'object' && 'id' in h ? h.id : undefined;
    return typeof id === 'string' || typeof id === 'number' ? [{ id: String(id) }] : [];
  });
}
