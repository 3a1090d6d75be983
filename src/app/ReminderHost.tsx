import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import type { SignedInSession } from '../../machines/signIn';
import { isOn } from '../../schemas/eventConfig';
import { useClient } from '../browser/clientContext';
import { useItineraryReminders } from '../myEvent/MyEventProvider';
import { useNow } from '../program/ClockProvider';
import { Button } from '../ui/Button';

const Stack = styled.div`
  position: fixed;
  inset-inline-end: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  z-index: 50;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  max-width: min(360px, calc(100vw - 32px));
`;
const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  box-shadow: 0 6px 24px rgb(0 0 0 / 0.15);
  h2 { margin: 0 0 ${({ theme }) => theme.space(1)}; font-size: 1rem; }
  p { margin: 0 0 ${({ theme }) => theme.space(2)}; }
`;
const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(1)};
  h2 { margin: 0; }
  img { width: 32px; height: 32px; object-fit: contain; flex: none; }
`;
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The itinerary reminders (000 §4, itinerary_reminder_config): '{title} will begin' with 'Go To Session', on
 * every signed-in screen, each shown once. The configuration's title, end_text and go_button replace the default
 * texts, and its icon (an image's address) shows beside the title.
 */
export function ReminderHost({ session }: { session: SignedInSession }) {
  const { t } = useTranslation();
  const { storage } = useClient();
  const [, navigate] = useLocation();
  const now = useNow();
  const config = session.settings.itinerary_reminder_config;
  const showing = useItineraryReminders(
    {
      offsetMinutes: config?.offset,
      developerMode: isOn(config?.developer_mode),
      fired: (key) => storage.reminderFired(key),
      record: (key) => storage.recordReminder(key),
      goTo: navigate,
    },
    now,
  );
  if (showing.length === 0) return null;
  const title = config?.title || t('myEvent.reminderTitle');
  return (
    <Stack aria-live="polite">
      {showing.map((r) => (
        <Card key={r.key} data-testid="itinerary-reminder" aria-label={title}>
          <Heading>
            {/* The icon adorns the title, which says it all. */}
            {config?.icon ? <img src={config.icon} alt="" data-testid="reminder-icon" /> : null}
            <h2>{title}</h2>
          </Heading>
          <p>
            {r.title} {config?.end_text || t('myEvent.reminderText')}
          </p>
          <Actions>
            <Button type="button" onClick={r.go}>
              {config?.go_button || t('myEvent.reminderGo')}
            </Button>
            <Button type="button" $variant="secondary" onClick={r.dismiss}>
              {t('common.close')}
            </Button>
          </Actions>
        </Card>
      ))}
    </Stack>
  );
}
