import type { ExhibitorDoc } from '../../../schemas/exhibitor';
import type { BoothReply } from '../../../schemas/exhibitorDirectory';

/** The booth's right column: contact us, video rooms, raffle, share contact info and staff contacts. */
export function BoothActions(_props: { exhibitor: ExhibitorDoc; booth: BoothReply }) {
  return null;
}
