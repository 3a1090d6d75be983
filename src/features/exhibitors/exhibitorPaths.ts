import { boothPath, productPath } from '../../exhibitHall/paths';

/** The exhibit hall's addresses (002 §2 "Exhibitor routes"); a booth's and a product's are shared with the lobby. */
export { boothPath, productPath };
/** A booth's video room (the spec names no address; docs/decisions.md): its lobby, or a staff contact's room. */
export const boothRoomPath = (hallId: string | null, compId: number | string, staffUuid: string | null) =>
  `${boothPath(hallId, compId)}/VideoRoom${staffUuid === null ? '' : `/${encodeURIComponent(staffUuid)}`}`;
/** A booth's leads, for its staff (docs/decisions.md "Exhibitor leads"); the same for a booth of any hall. */
export const boothLeadsPath = (compId: number | string) => `${boothPath(null, compId)}/Leads`;
export const EXHIBITOR_WALL_PATH = '/exhibitors/ExhibitorWall';
export const hallPath = (hallId: string | null) =>
  hallId === null ? EXHIBITOR_WALL_PATH : `/exhibitors/ExhibitorHall/${encodeURIComponent(hallId)}`;

/** A website address as a link: https:// when it names no scheme. */
export const withScheme = (url: string) =>
  /^https?:\/\//i.test(url) ? url : `https://${url.replace(/^\/+/, '')}`;
