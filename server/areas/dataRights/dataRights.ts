import { BadRequest, NotFound } from '../../../schemas/errors';
import { DELETE_CONFIRMATION_WORD, type DeleteAccountRequest } from '../../../schemas/dataRights';
import type { Db } from '../../db/connect';
import type { Staleness } from '../auth/signedInCache';
import { findUser, normaliseEmail, type UserRow } from '../auth/users';
import type { EventRow } from '../events/queries';
import { logDataRightsAction, readDataRightsLog } from './auditLog';
import { erasePerson } from './erasePerson';
import { exportPersonalData } from './exportData';

export type DataRights = ReturnType<typeof createDataRights>;

interface Actor {
  event: EventRow;
  user: UserRow;
}

interface Deps {
  db: Db;
  clock: { now(): number };
  /** Ends the erased account's cached sign-ins in every API process. */
  stale: (what: Staleness) => Promise<void>;
}

const CONFIRM_MESSAGE = `Type the account's e-mail address or ${DELETE_CONFIRMATION_WORD} to confirm`;

const isConfirmed = (person: UserRow, typed: string) =>
  typed.trim() === DELETE_CONFIRMATION_WORD || normaliseEmail(typed) === normaliseEmail(person.email);

/**
 * People's data rights: the export of everything stored about a person, and the erasure of their account, by
 * themselves or by an admin on their request; each written in the event's audit log that admins read.
 */
export function createDataRights({ db, clock, stale }: Deps) {
  const personOf = async (actor: Actor, uuid: string) => {
    const person = await findUser(db, actor.event.id, uuid);
    if (!person) throw new NotFound({ message: 'No such person in this event' });
    return person;
  };
  const logged = (actor: Actor, action: 'export' | 'delete', subjectUuid: string) =>
    logDataRightsAction(db, {
      eventId: actor.event.id,
      action,
      actorUuid: actor.user.uuid,
      subjectUuid,
      byAdmin: actor.user.uuid !== subjectUuid,
      at: new Date(clock.now()),
    });

  return {
    async exportFor(actor: Actor, uuid: string) {
      const person = await personOf(actor, uuid);
      await logged(actor, 'export', person.uuid);
      return exportPersonalData(db, actor.event, person, clock.now());
    },

    async deleteAccount(actor: Actor, uuid: string, request: DeleteAccountRequest): Promise<void> {
      const person = await personOf(actor, uuid);
      if (!isConfirmed(person, request.confirm))
        throw new BadRequest({
          message: CONFIRM_MESSAGE,
          fields: [{ path: 'confirm', message: CONFIRM_MESSAGE }],
        });
      const content = actor.event.config.deleted_account_content ?? 'keep_as_deleted_user';
      const now = new Date(clock.now());
      const self = actor.user.uuid === person.uuid;
      // The entry names the stand-in, never the erased uuid; a person who erases themselves is the stand-in too.
      await erasePerson(db, person, content, now, (tx, standIn) =>
        logDataRightsAction(tx, {
          eventId: actor.event.id,
          action: 'delete',
          actorUuid: self ? standIn : actor.user.uuid,
          subjectUuid: standIn,
          byAdmin: !self,
          at: now,
        }),
      );
      await stale({ kind: 'user', eventId: actor.event.id, uuid: person.uuid });
    },

    log: (actor: Actor) => readDataRightsLog(db, actor.event.id),
  };
}
