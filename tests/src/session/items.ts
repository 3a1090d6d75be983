import type { FilterReplyJson } from '../../../schemas/program';
import type { SessionItemDoc } from '../../../schemas/sessionItem';
import { createApi } from '../../../src/api/client';
import { programCalls } from '../../../src/api/programCalls';
import { ProgramStore } from '../../../src/program/store';
import type { Reply } from '../render';

/** A session (7) with an abstract (701) and a program item (801), as the filter call answers. */
export const HOUR = 3_600_000;
export const START = Date.UTC(2026, 10, 23, 15, 0);

const base = { conference_id: 1, source_hex: 'abc', description: '<p>About</p>' };

export const session: SessionItemDoc = {
  ...base,
  _id: 'session_7',
  internal_type: 'session',
  session_id: 7,
  session_type_id: 3,
  title: 'Heart failure today',
  start_time_unix: START,
  end_time_unix: START + HOUR,
  live_channel_id: 'tv1',
  child_items_array: [
    { id: 701, type: 'abstract' },
    { id: 801, type: 'program_item' },
  ],
};

export const abstract: SessionItemDoc = {
  ...base,
  _id: 'abstract_701',
  internal_type: 'abstract',
  session_id: 7,
  ab_id: 701,
  title: 'Wearables predict decompensation',
  start_time_unix: START,
  end_time_unix: START + 15 * 60_000,
  video_links_array: [{ href: '/media/wearables.mp4' }],
};

export const programItem: SessionItemDoc = {
  ...base,
  _id: 'program_801',
  internal_type: 'program',
  session_id: 7,
  program_id: 801,
  title: 'Panel discussion',
  start_time_unix: START + 30 * 60_000,
  end_time_unix: START + HOUR,
};

export const filterReply: FilterReplyJson = {
  entities: { session_7: session, abstract_701: abstract, program_801: programItem },
  persons: {},
};

/** A fetch for the session's filter call: one answer whatever the id, the program link refused. */
export function sessionFetch(reply: Reply) {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(`${url.pathname}${url.search}`);
    const body = url.pathname.endsWith('/filter')
      ? reply
      : { status: 404, body: { error: { code: 'not_found', message: 'No such API call' } } };
    return new Response(JSON.stringify(body.body), {
      status: body.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export function storeFor(fetch: typeof globalThis.fetch) {
  const api = createApi({ getToken: () => 'tok', fetch });
  return new ProgramStore(programCalls(api, { token: 'tok', sourceHex: 'abc', conferenceId: 1 }));
}
