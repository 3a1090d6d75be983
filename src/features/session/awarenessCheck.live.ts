import { fromPromise } from 'xstate';
import {
  type AwarenessRecord,
  awarenessCheckMachine,
  type StoredOutcome,
} from '../../../machines/awarenessCheck';
import type { WatchEntityType } from '../../../schemas/watch';
import type { CreditCalls } from '../../api/creditCalls';

/** The awareness checks of the browser: each outcome goes to the server's awareness record of the item. */
export const liveAwarenessCheckMachine = (
  calls: Pick<CreditCalls, 'writeAwareness'>,
  entity: { type: WatchEntityType; id: string },
) =>
  awarenessCheckMachine.provide({
    actors: {
      writeOutcome: fromPromise<readonly StoredOutcome[], AwarenessRecord>(({ input }) =>
        calls.writeAwareness({
          entity_type: entity.type,
          entity_id: entity.id,
          type: 'ondemand',
          sequence: input.sequence,
          outcome: input.outcome,
          check_time: Math.round(input.check_time),
          outcome_time: Math.round(input.outcome_time),
        }),
      ),
    },
  });
