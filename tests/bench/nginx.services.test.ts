import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import type { Pool, Upstream } from '../../bench/rush/balancer';
import { nginxCommand, startNginx } from '../../bench/rush/nginx';
import { childrenOf } from '../../bench/rush/processes';
import { closedPort, expectForwarding, expectTunnel, standInUpstreams } from './upstreams';

// nginx is one of the services of this run (.ci/run installs it, as Debian's package).
const nginx = nginxCommand();

test('nginx is installed (apt-get install nginx)', () => expect(nginx).toBeTruthy());

describe('nginx in front of the rush bench cluster', () => {
  const upstreams = standInUpstreams();
  const running: ChildProcess[] = [];
  afterEach(async () => {
    for (const proc of running.splice(0)) await stop(proc);
    await upstreams.close();
  });

  async function stop(proc: ChildProcess) {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGTERM');
    await exited;
  }

  /** nginx in front of `pools`, once it answers (any status: the upstreams may be missing). */
  async function front(pools: Record<Pool, readonly Upstream[]>) {
    const port = await closedPort();
    const proc = startNginx(nginx as string, pools, { host: '127.0.0.1', port });
    running.push(proc);
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`${base}/`).then(
          () => true,
          () => false,
        )
      )
        return { base, proc };
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('nginx did not answer within 5 s');
  }

  async function cluster() {
    const { upstream } = upstreams;
    return front({
      api: [await upstream('api a'), await upstream('api b')],
      relay: [await upstream('relay')],
    });
  }

  test('forwards requests round-robin over the API processes, with their bodies, host and client address', async () => {
    const { base } = await cluster();
    await expectForwarding(base);
    expect(await (await fetch(`${base}/bulk_status/more`)).json()).toMatchObject({
      name: expect.stringMatching(/^api/),
    });
  });

  test('tunnels a websocket upgrade to a relay', async () => expectTunnel((await cluster()).base));

  test('answers 502 when an upstream cannot be reached', async () => {
    const gone = { host: '127.0.0.1', port: await closedPort() };
    const { base } = await front({ api: [gone], relay: [gone] });
    expect((await fetch(`${base}/api/health`)).status).toBe(502);
  });

  test('leaves no process and no temp dir once stopped', async () => {
    const { proc } = await cluster();
    const workers = childrenOf(proc.pid as number);
    expect(workers).toHaveLength(1);
    // nginx's title: "nginx: master process nginx -p <dir>/ -c <dir>/nginx.conf".
    const dir = /-p (\S+)/.exec(readFileSync(`/proc/${proc.pid}/cmdline`, 'utf8'))?.[1] as string;
    expect(existsSync(join(dir, 'nginx.conf'))).toBe(true);
    await stop(proc);
    for (const pid of [proc.pid as number, ...workers]) expect(existsSync(`/proc/${pid}`)).toBe(false);
    expect(existsSync(dir)).toBe(false);
  });
});
