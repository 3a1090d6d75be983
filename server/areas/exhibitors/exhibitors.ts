import { NotFound } from '../../../schemas/errors';
import type { BoothReplyDoc, DirectoryReply } from '../../../schemas/exhibitorDirectory';
import type { Db } from '../../db/connect';
import type { UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import type { GameTasks } from '../game/tasks';
import { type MediaSigner, signMediaIn } from '../media/signedUrls';
import { boothOf } from './booth';
import { boothRoomsFor } from './boothRooms';
import { directoryOf } from './directory';
import { hallHas, hallOf, hallsOf } from './hallConfig';
import { eventExhibitors, exhibitorProducts, findExhibitor } from './queries';

interface Actor {
  event: EventRow;
  user: UserRow;
}

const noHall = () => new NotFound({ message: 'No such exhibit hall' });
const exhibitorsOn = (event: EventRow) => [true, 1].includes(event.config.enable_exhibitor as never);

/** The hall of `hallId` (the main one when null); 404 when the event has no such hall or no exhibitors. */
export function hallOfEvent(event: EventRow, hallId: string | null) {
  const def = exhibitorsOn(event) ? hallOf(event.config, hallId) : null;
  if (!def) throw noHall();
  return def;
}

/** Whether the company's booth opens in one of the event's halls (its discussion is open where it is). */
export async function boothOpens(db: Db, event: EventRow, id: number): Promise<boolean> {
  if (!exhibitorsOn(event) || !hallsOf(event.config).some((def) => hallHas(def, id))) return false;
  return (await findExhibitor(db, event.id, id)) !== null;
}

/** A company's booth in a hall: the hall and the company; 404 when either is not there. */
export async function findBooth(db: Db, event: EventRow, hallId: string | null, id: number) {
  const def = hallOfEvent(event, hallId);
  const doc = await findExhibitor(db, event.id, id);
  if (!doc || !hallHas(def, id)) throw new NotFound({ message: 'No such exhibitor' });
  return { def, doc };
}

/**
 * The exhibitor hall (002 §2): a hall's directory and one booth. The hall is off (404) when the event does not
 * enable exhibitors. Opening a booth counts for the game's VIEW_BOOTH task.
 */
export function createExhibitors(deps: {
  db: Db;
  clock: { now(): number };
  mediaSigner: MediaSigner;
  tasks: Pick<GameTasks, 'complete'>;
}) {
  const sign = <T>(value: T) =>
    signMediaIn(value, deps.mediaSigner, deps.mediaSigner.expiry(deps.clock.now()));
  return {
    async directory({ event, user }: Actor, hallId: string | null): Promise<DirectoryReply> {
      const def = hallOfEvent(event, hallId);
      const docs = await eventExhibitors(deps.db, event.id);
      return sign(directoryOf(event.config, def, docs, user.tags) as DirectoryReply);
    },
    async booth({ event, user }: Actor, hallId: string | null, id: number): Promise<BoothReplyDoc> {
      const { def, doc } = await findBooth(deps.db, event, hallId, id);
      const products = await exhibitorProducts(deps.db, event.id, id);
      await deps.tasks.complete(event, user, { kind: 'VIEW_BOOTH', itemId: String(id) });
      const rooms = boothRoomsFor(event.config, def, doc, user);
      return sign(boothOf(def, doc, products, rooms.ok ? rooms.rooms : undefined));
    },
  };
}
export type Exhibitors = ReturnType<typeof createExhibitors>;
