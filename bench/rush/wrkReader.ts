/**
 * The reads phase of `npm run bench:rush` by wrk 4 (https://github.com/wg/wrk): one thread in C with the same 32
 * connections, so that the readers cost the cores the servers share far less than the bench's Node clients do.
 * A small Lua script hands the readers' 32 tokens out in turn, so the server sees the same 32 signed-in users as
 * from the Node readers (its caches are per user). wrk counts a reply of status 400 or more ("Non-2xx or 3xx
 * responses") and a socket error (connect, read, write, timeout) apart from the latencies: both are errors here.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { READ_ACCEPT_ENCODING, type Reads } from './reads';

/** The Lua script: every request carries the next token, the other headers as given with -H. */
export function tokensScript(tokens: readonly string[]) {
  return `local tokens = { ${tokens.map((t) => JSON.stringify(t)).join(', ')} }
local requests = {}
local turn = 0

function init(args)
  for i, token in ipairs(tokens) do
    local headers = {}
    for name, value in pairs(wrk.headers) do headers[name] = value end
    headers["Authorization"] = "Bearer " .. token
    requests[i] = wrk.format(nil, nil, headers)
  end
end

function request()
  turn = turn % #requests + 1
  return requests[turn]
end
`;
}

const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** The figures of wrk's `--latency` report; throws when it is not one. */
export function parseWrkReport(report: string): Reads {
  const latency = (p: number) => {
    const found = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m|h)\\s*$`, 'm').exec(report);
    if (!found) throw new Error(`wrk printed no ${p}% latency:\n${report}`);
    return Number(found[1]) * (MS_PER_UNIT[found[2] as string] as number);
  };
  const perSecond = /^Requests\/sec:\s+([\d.]+)/m.exec(report);
  if (!perSecond) throw new Error(`wrk printed no requests/s:\n${report}`);
  const errors = new Map<string, number>();
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0);
  if (non2xx) errors.set('status ≥ 400', non2xx);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  for (const [i, kind] of ['connect', 'read', 'write', 'timeout'].entries()) {
    const count = Number(socket?.[i + 1] ?? 0);
    if (count) errors.set(`socket ${kind}`, count);
  }
  return { perSecond: Number(perSecond[1]), p50Ms: latency(50), p99Ms: latency(99), errors };
}

/**
 * Runs `wrk -t1 -c<connections> -d<seconds>s --latency` on `base` + `path` with the tokens in turn. While it runs,
 * SIGINT or SIGTERM to the bench stops wrk before the bench exits.
 */
export async function readWithWrk(opts: {
  base: string;
  path: string;
  tokens: readonly string[];
  seconds: number;
  connections: number;
}): Promise<Reads> {
  const dir = mkdtempSync(join(tmpdir(), 'rush-wrk-'));
  const script = join(dir, 'tokens.lua');
  writeFileSync(script, tokensScript(opts.tokens));
  const wrk = spawn(
    'wrk',
    [
      '-t1',
      `-c${opts.connections}`,
      `-d${opts.seconds}s`,
      '--latency',
      '-H',
      `Accept-Encoding: ${READ_ACCEPT_ENCODING}`,
      '-s',
      script,
      `${opts.base}${opts.path}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const removeScript = () => rmSync(dir, { recursive: true, force: true });
  const interrupted = () => {
    wrk.kill('SIGTERM');
    removeScript();
    process.exit(130);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, interrupted);
  let out = '';
  let err = '';
  wrk.stdout.on('data', (d: Buffer) => {
    out += d.toString();
  });
  wrk.stderr.on('data', (d: Buffer) => {
    err += d.toString();
  });
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      wrk.once('error', reject);
      wrk.once('close', resolve);
    });
    if (code !== 0) throw new Error(`wrk exited with code ${code}:\n${err}${out}`);
    return parseWrkReport(out);
  } finally {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.off(signal, interrupted);
    removeScript();
  }
}
