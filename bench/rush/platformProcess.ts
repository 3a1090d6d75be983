import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { PlatformReply, PlatformRequest } from './protocol';

const env = process.env;

/**
 * The platform a bench measures, in a process of its own: one process (bench/rush/platform.ts) or the cluster
 * (bench/rush/cluster.ts), talked to over IPC (bench/rush/protocol.ts).
 */
export function startPlatformProcess(module: 'platform' | 'cluster', extraEnv: Record<string, string>) {
  const proc: ChildProcess = fork(fileURLToPath(new URL(`./${module}.ts`, import.meta.url)), [], {
    execArgv: [
      '--import',
      'tsx',
      ...(env.RUSH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${env.RUSH_PROFILE}`] : []),
    ],
    env: { ...env, LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting: { resolve: (r: PlatformReply) => void; reject: (e: Error) => void }[] = [];
  let exited: Error | null = null;
  proc.on('message', (r: PlatformReply) => waiting.shift()?.resolve(r));
  proc.on('exit', (code, signal) => {
    exited = new Error(`the platform exited (${signal ?? `code ${code}`})`);
    for (const w of waiting.splice(0)) w.reject(exited);
  });
  const next = <K extends PlatformReply['kind']>() =>
    new Promise<Extract<PlatformReply, { kind: K }>>((resolve, reject) =>
      exited ? reject(exited) : waiting.push({ resolve: resolve as (r: PlatformReply) => void, reject }),
    );
  const ask = <K extends PlatformReply['kind']>(request: PlatformRequest) => {
    const reply = next<K>();
    proc.send(request);
    return reply;
  };
  /** Asked to stop when it still listens; ended after a while when it does not. */
  async function stop() {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    const gone = new Promise((r) => proc.once('exit', r));
    if (proc.connected) proc.send({ kind: 'stop' } satisfies PlatformRequest);
    else proc.kill('SIGTERM');
    await Promise.race([gone, new Promise((r) => setTimeout(r, 30_000))]);
    proc.kill('SIGKILL');
  }
  return { proc, next, ask, stop };
}
export type PlatformProcess = ReturnType<typeof startPlatformProcess>;
