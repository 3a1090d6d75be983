/** The exhibit hall's addresses (002 §2 "Exhibitor routes"). */
export const EXHIBITOR_WALL_PATH = '/exhibitors/ExhibitorWall';
export const hallPath = (hallId: string | null) =>
  hallId === null ? EXHIBITOR_WALL_PATH : `/exhibitors/ExhibitorHall/${encodeURIComponent(hallId)}`;
export const boothPath = (hallId: string | null, compId: number | string) =>
  hallId === null
    ? `/exhibitors/DetailView/${compId}`
    : `/exhibitors/HallDetailView/${encodeURIComponent(hallId)}/${compId}`;
/** A booth's video room (the spec names no address; docs/decisions.md): its lobby, or a staff contact's room. */
export const boothRoomPath = (hallId: string | null, compId: number | string, staffUuid: string | null) =>
  `${boothPath(hallId, compId)}/VideoRoom${staffUuid === null ? '' : `/${encodeURIComponent(staffUuid)}`}`;
export const productPath = (compId: number | string, productIndex: number) =>
  `/exhibitors/products/${compId}/${productIndex}`;

/** A website address as a link: https:// when it names no scheme. */
export const withScheme = (url: string) =>
  /^https?:\/\//i.test(url) ? url : `https://${url.replace(/^\/+/, '')}`;
