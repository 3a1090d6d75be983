import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ExhibitorDoc } from '../../../schemas/exhibitor';
import type { BoothCalls } from '../../api/boothCalls';
import { Avatar } from '../../ui/Avatar';
import { Panel } from '../../ui/Panel';
import { StaffMessage } from '../../ui/StaffMessage';

type Staff = ExhibitorDoc['contact_info'][number];

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;
const Person = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  small { display: block; color: ${({ theme }) => theme.colors.muted}; }
`;

const nameOf = (s: Staff) => [s.firstName, s.lastName].filter(Boolean).join(' ');

function StaffContact({ staff, compId, calls }: { staff: Staff; compId: number; calls: BoothCalls }) {
  const name = nameOf(staff);
  return (
    <li data-testid={`staff-contact-${staff.uuid}`}>
      <Person>
        <Avatar picture={staff.picture ?? null} name={name} size={48} />
        <div>
          <strong>{name}</strong>
          {staff.contactTitle ? <small>{staff.contactTitle}</small> : null}
        </div>
      </Person>
      <StaffMessage compId={compId} staff={{ uuid: staff.uuid, name }} calls={calls} />
    </li>
  );
}

/** Staff Contacts (002 §2): each with a direct message box ('Message sent to {name}' once sent). */
export function StaffContacts({
  staff,
  compId,
  calls,
}: {
  staff: readonly Staff[];
  compId: number;
  calls: BoothCalls;
}) {
  const { t } = useTranslation('exhibitors');
  return (
    <Panel aria-labelledby="booth-staff" data-testid="staff-contacts">
      <h2 id="booth-staff">{t('booth.staffContacts')}</h2>
      <List>
        {staff.map((s) => (
          <StaffContact key={s.uuid} staff={s} compId={compId} calls={calls} />
        ))}
      </List>
    </Panel>
  );
}
