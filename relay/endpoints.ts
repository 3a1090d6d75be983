import { Either, ParseResult, Schema } from 'effect';
import type { SignedInClaims } from '../schemas/authToken';
import { type BulkStatusReply, BulkStatusRequest, RelayMessage } from '../schemas/relay';
import type { FetchHandler } from './httpBridge';
import type { LoginCheck } from './logins';
import type { RelayMetrics } from './metrics';
import type { PresenceStore } from './presence';

const decodeMessage = Schema.decodeUnknownEither(RelayMessage);
const decodeBulkStatus = Schema.decodeUnknownEither(BulkStatusRequest);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const NOT_FOUND = () => json(404, { error: { code: 'not_found', message: 'Not found' } });

async function jsonBody(req: Request): Promise<{ body: unknown } | Response> {
  try {
    return { body: await req.json() };
  } catch {
    return json(400, { error: { code: 'bad_request', message: 'The body is not JSON' } });
  }
}

export interface EndpointDeps {
  health(): object;
  metrics: Pick<RelayMetrics, 'answer'>;
  publish(message: RelayMessage): Promise<void>;
  presenceStore(): PresenceStore;
  verifyToken(token: string): Promise<SignedInClaims>;
  loginCheck: LoginCheck | undefined;
  /** Enables POST /relay/publish for callers presenting `Authorization: Bearer <publishSecret>`. */
  publishSecret: string | undefined;
  /** Every other request (the API's `app.fetch`); a 404 without it. */
  httpHandler: FetchHandler | undefined;
}

/** The relay's own HTTP endpoints (/health, /metrics, /relay/publish, /bulk_status), then the bridged handler. */
export function relayEndpoints(deps: EndpointDeps): FetchHandler {
  async function publishEndpoint(req: Request) {
    if (!deps.publishSecret) return NOT_FOUND();
    if (req.headers.get('authorization') !== `Bearer ${deps.publishSecret}`) {
      return json(401, { error: { code: 'unauthorized', message: 'Wrong or missing publish secret' } });
    }
    const read = await jsonBody(req);
    if (read instanceof Response) return read;
    const decoded = decodeMessage(read.body, { onExcessProperty: 'error' });
    if (Either.isLeft(decoded)) {
      return json(400, {
        error: {
          code: 'bad_request',
          message: 'The body is not a relay message',
          fields: ParseResult.ArrayFormatter.formatErrorSync(decoded.left),
        },
      });
    }
    await deps.publish(decoded.right);
    return json(202, { ok: true });
  }

  /** POST /bulk_status: online counts of exhibitors' rooms, for a signed-in caller, within the caller's event. */
  async function bulkStatus(req: Request) {
    const bearer = req.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    let eventId: string;
    try {
      const claims = await deps.verifyToken(bearer);
      if (deps.loginCheck && !(await deps.loginCheck(claims))) throw new Error('signed out');
      eventId = claims.eventId;
    } catch {
      return json(401, { error: { code: 'unauthorized', message: 'Sign in first' } });
    }
    const read = await jsonBody(req);
    if (read instanceof Response) return read;
    const decoded = decodeBulkStatus(read.body);
    if (Either.isLeft(decoded)) {
      return json(400, {
        error: {
          code: 'bad_request',
          message: 'Expected a map of company uuid to a list of room names',
          fields: ParseResult.ArrayFormatter.formatErrorSync(decoded.left),
        },
      });
    }
    const all = [...new Set(Object.values(decoded.right).flat())];
    const counts = await deps.presenceStore().read('/exhibitor', eventId, all);
    const reply: BulkStatusReply = {};
    for (const [company, rooms] of Object.entries(decoded.right)) {
      const perRoom = Object.fromEntries(rooms.map((r) => [r, counts.get(r) ?? 0]));
      reply[company] = { total: Object.values(perRoom).reduce((a, b) => a + b, 0), rooms: perRoom };
    }
    return json(200, reply);
  }

  return async (req, connection) => {
    const { pathname } = new URL(req.url);
    if (pathname === '/health' && req.method === 'GET') return json(200, deps.health());
    if (pathname === '/metrics' && req.method === 'GET') {
      // The connection's own remote address, handed beside the request by the transport, never a header.
      const reply = deps.metrics.answer(
        connection.remoteAddress,
        (name) => req.headers.get(name) ?? undefined,
      );
      return new Response(reply.body, {
        status: reply.status,
        headers: {
          'content-type': reply.type,
          ...(reply.status === 200 ? {} : { 'www-authenticate': 'Bearer' }),
        },
      });
    }
    if (pathname === '/relay/publish' && req.method === 'POST') return publishEndpoint(req);
    if (pathname === '/bulk_status' && req.method === 'POST') return bulkStatus(req);
    if (deps.httpHandler) return deps.httpHandler(req, connection);
    return NOT_FOUND();
  };
}
