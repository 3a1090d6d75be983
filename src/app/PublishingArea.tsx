import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { notificationCalls } from '../api/notificationCalls';
import { useClient } from '../browser/clientContext';
import { PUBLISHING_PATH, PublishingPage } from '../features/publishing/PublishingPage';
import { zoneOrUtc } from '../i18n/dates';
import { NotFound } from './NotFound';
import { useSession } from './session';

/** Publish Notification for admins; anyone else finds no such screen (the server refuses them too). */
export function PublishingArea({ editId }: { editId: string | null }) {
  const { session } = useSession();
  const { api } = useClient();
  const [, navigate] = useLocation();
  const calls = useMemo(() => notificationCalls(api), [api]);
  if (!session?.user.is_admin) return <NotFound />;
  return (
    <PublishingPage
      calls={calls}
      timeZone={zoneOrUtc(session.settings.timezone)}
      editId={editId}
      onDoneEditing={() => navigate(PUBLISHING_PATH)}
    />
  );
}
