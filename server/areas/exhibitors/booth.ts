import type { BoothVideoRooms } from '../../../schemas/boothRooms';
import type { ExhibitorDoc } from '../../../schemas/exhibitor';
import { type BoothReplyDoc, exhibitorPresenceRoom } from '../../../schemas/exhibitorDirectory';
import type { ProductDoc } from '../../../schemas/product';
import type { HallDef } from './hallConfig';

/** The products in the exhibitor's own order (the booth's productIndex is the position in this list). */
export function orderedProducts(doc: ExhibitorDoc, products: readonly ProductDoc[]): ProductDoc[] {
  const byId = new Map(products.map((p) => [String(p.id), p]));
  return doc.media.products.flatMap((id) => {
    const p = byId.get(String(id));
    return p ? [p] : [];
  });
}

/** Staff contacts as attendees see them: name, title, picture and uuid only. */
const publicStaff = (doc: ExhibitorDoc): ExhibitorDoc['contact_info'] =>
  doc.contact_info.map(({ uuid, firstName, lastName, contactTitle, picture }) => ({
    uuid,
    firstName,
    lastName,
    ...(contactTitle !== undefined ? { contactTitle } : {}),
    ...(picture !== undefined ? { picture } : {}),
  }));

/** The company as attendees get it: whether its raffle asks for a code, never the code itself. */
export function publicCompany(info: ExhibitorDoc['CompanyInfo']): ExhibitorDoc['CompanyInfo'] {
  const meeting = info.VirtualMeetingInfoJSON;
  if (!meeting?.raffle_code) return info;
  const { raffle_code, ...rest } = meeting;
  return { ...info, VirtualMeetingInfoJSON: { ...rest, raffle_asks_code: raffle_code.trim() !== '' } };
}

/** One booth as an attendee sees it, with its video rooms when the user may use them. */
export function boothOf(
  def: HallDef,
  doc: ExhibitorDoc,
  products: readonly ProductDoc[],
  videoRooms?: BoothVideoRooms,
): BoothReplyDoc {
  const enhanced = doc.CompanyInfo.enhanced_booth_config;
  const rollupImages = def.rotatorImages;
  return {
    hall: def.hall,
    exhibitor: { ...doc, CompanyInfo: publicCompany(doc.CompanyInfo), contact_info: publicStaff(doc) },
    products: orderedProducts(doc, products),
    tags: def.tags.filter((t) => (doc.CompanyInfo.tags ?? []).map(String).includes(t.id)),
    presence_room: exhibitorPresenceRoom(doc.CompanyInfo.CompID),
    privacy: { policy_url: def.privacyUrl, info: def.privacyInfo },
    rotator_images: rollupImages,
    enhanced: Boolean(enhanced?.main_video_url || enhanced?.main_image_url || enhanced?.booth_background_url),
    ...(videoRooms ? { video_rooms: videoRooms } : {}),
  };
}
