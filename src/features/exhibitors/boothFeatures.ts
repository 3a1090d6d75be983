import type { ExhibitorDoc } from '../../../schemas/exhibitor';

const isOn = (v: boolean | 0 | 1 | undefined) => v === true || v === 1;

/** Which cards of a booth's right column show (002 §2 "Booth detail", §3 Exhibitor): each hidden when off. */
export function boothFeatures(exhibitor: ExhibitorDoc) {
  const info = exhibitor.CompanyInfo;
  const asksCode = info.VirtualMeetingInfoJSON?.raffle_asks_code === true;
  return {
    contactUs: isOn(info.showContactUs),
    virtualMeeting: info.VirtualMeetingURL?.trim() ? info.VirtualMeetingURL.trim() : null,
    meetingDescription: info.VirtualMeetingInfoJSON?.VirtualMeetingDescription ?? null,
    raffle: exhibitor.media.raffle.length > 0 || asksCode,
    /** The raffle asks for a code in a dialog when the company set one; otherwise the entry is direct. */
    raffleAsksCode: asksCode,
    videoChat: !isOn(info.VirtualMeetingInfoJSON?.disable_video_chat),
    staff: exhibitor.contact_info,
  };
}
export type BoothFeatures = ReturnType<typeof boothFeatures>;

/** Links without a scheme get https:// (002 §2). */
export const withScheme = (url: string) => (/^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`);
