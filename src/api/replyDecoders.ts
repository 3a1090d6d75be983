/**
 * The large replies that the worker of jsonSlices.worker.ts decodes as well as parses, by name: the page then
 * takes them as they are instead of decoding them on its own thread. The worker loads this module (Effect and the
 * schemas) while the reply is on its way.
 */
import { Either } from 'effect';
import { SessionSnapshot } from '../../schemas/program';
import { decodeInSlices } from './decodeInSlices';
import type { Decode } from './jsonSlices';

export const replyDecoders = { programSnapshot: SessionSnapshot } as const;
export type ReplyDecoderName = keyof typeof replyDecoders;

/** The decoding of a named reply, as the page's would be, without giving way: a worker has no one to give way to. */
export const decoderOf =
  (name: ReplyDecoderName): Decode =>
  async (json, sliced) => {
    const decoded = await decodeInSlices(replyDecoders[name], json, sliced, Number.POSITIVE_INFINITY);
    return Either.isLeft(decoded) ? { wrong: decoded.left } : { value: decoded.right };
  };
