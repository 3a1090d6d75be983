import { useMemo } from 'react';
import styled from 'styled-components';
import type { ExhibitorDoc } from '../../../schemas/exhibitor';
import { boothCalls } from '../../api/boothCalls';
import { useClient } from '../../browser/clientContext';
import { boothFeatures } from './boothFeatures';
import { ContactUsForm } from './ContactUsForm';
import { RaffleCard } from './RaffleCard';
import { ShareContactCard } from './ShareContactCard';
import { StaffContacts } from './StaffContacts';
import { VirtualMeetingCard } from './VirtualMeetingCard';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

/**
 * The booth's right column (002 §2 "Booth detail"): contact-us form, virtual meeting, raffle, share contact
 * info and Staff Contacts with direct messages; each card is left out when the company has it off.
 */
export function BoothActions({ exhibitor }: { exhibitor: ExhibitorDoc; booth?: unknown }) {
  const { api } = useClient();
  const calls = useMemo(() => boothCalls(api), [api]);
  const features = boothFeatures(exhibitor);
  const compId = exhibitor.CompanyInfo.CompID;
  const raffleLabel = exhibitor.media.raffle[0]?.data.label;
  return (
    <Column data-testid="booth-actions">
      {features.contactUs ? <ContactUsForm compId={compId} calls={calls} /> : null}
      {features.virtualMeeting ? (
        <VirtualMeetingCard url={features.virtualMeeting} description={features.meetingDescription} />
      ) : null}
      {features.raffle ? (
        <RaffleCard
          compId={compId}
          label={raffleLabel ?? ''}
          asksCode={features.raffleAsksCode}
          calls={calls}
        />
      ) : null}
      <ShareContactCard compId={compId} calls={calls} />
      {features.staff.length > 0 ? (
        <StaffContacts staff={features.staff} compId={compId} calls={calls} />
      ) : null}
    </Column>
  );
}
