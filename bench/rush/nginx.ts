/**
 * nginx as the one address in front of the production shape of `npm run bench:rush` (bench/rush/cluster.ts), with
 * the configuration of docs/operations.md ("At scale"): `/socket.io/` (websocket upgrades included) and
 * `/bulk_status` to the relay nodes, everything else to the API processes, round-robin, on kept-alive upstream
 * connections. It runs in the foreground as a child process of the cluster, with the run's own configuration, pid
 * file and error log in a temp dir that goes when nginx exits. The bench's Node balancer (bench/rush/balancer.ts)
 * remains for a machine without nginx: it ran on the servers' cores in the cluster's own process, at half a core
 * of the two, which production does not pay.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Pool, Upstream } from './balancer';
import { nodeOrTool } from './nodeOrTool';

export type BalancerKind = 'nginx' | 'node';

/** The nginx to run: on PATH, or where Debian installs it (on Debian, /usr/sbin is not on the PATH of a user other than root). */
export function nginxCommand(): string | null {
  for (const command of ['nginx', '/usr/sbin/nginx']) if (!spawnSync(command, ['-v']).error) return command;
  return null;
}

/** RUSH_BALANCER (node or nginx), else nginx when it is installed. */
export const balancerOfTheRun = (env: NodeJS.ProcessEnv): BalancerKind =>
  nodeOrTool(env, 'RUSH_BALANCER', 'nginx', () => nginxCommand() !== null);

/**
 * The configuration: one worker (on two cores, one worker per core took about a tenth more CPU per read and half
 * again the memory), no access log, errors only, and every path nginx writes inside `dir`, so that it runs
 * without root and touches nothing of a system nginx.
 */
export function nginxConfig(
  pools: Record<Pool, readonly Upstream[]>,
  at: { host: string; port: number; dir: string },
) {
  const servers = (pool: Pool) =>
    pools[pool].map(({ host, port }) => `    server ${host}:${port};`).join('\n');
  const upstream = (pool: Pool) => `  upstream ${pool} {
${servers(pool)}
    keepalive 64;
    keepalive_requests 10000;
    keepalive_timeout 4s;
  }`;
  return `# The one address of one \`npm run bench:rush\` run in the production shape, written by bench/rush/nginx.ts.
daemon off;
master_process on;
worker_processes 1;
worker_rlimit_nofile 20000;
pid ${at.dir}/nginx.pid;
error_log ${at.dir}/error.log error;

events {
  # Each attendee's websocket holds two: the attendee's and the relay's.
  worker_connections 16384;
}

http {
  access_log off;
  client_body_temp_path ${at.dir}/client_body;
  proxy_temp_path ${at.dir}/proxy;
  fastcgi_temp_path ${at.dir}/fastcgi;
  uwsgi_temp_path ${at.dir}/uwsgi;
  scgi_temp_path ${at.dir}/scgi;

  # Idle upstream connections are closed after 4 s, under the shortest time a server keeps one (Node's 5 s,
  # uWebSockets.js's 10 s), so that nginx never sends a request on a connection the server is closing.
${upstream('api')}

${upstream('relay')}

  # A websocket upgrade goes on as one; any other request leaves Connection empty, so the upstream connection
  # is kept alive.
  map $http_upgrade $connection_upgrade {
    default upgrade;
    ''      '';
  }

  server {
    listen ${at.host}:${at.port};
    keepalive_requests 10000;
    # The API's largest body (an upload); it refuses more itself.
    client_max_body_size 20m;

    proxy_http_version 1.1;
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header Upgrade $http_upgrade;
    proxy_set_header Connection $connection_upgrade;
    # A reply larger than the buffers is passed on as it comes rather than through a temp file.
    proxy_max_temp_file_size 0;

    location /socket.io/ {
      proxy_pass http://relay;
      # A websocket is quiet between the relay's pings (RELAY_PING_INTERVAL_MS, 25 s) and their answers.
      proxy_read_timeout 60s;
      proxy_send_timeout 60s;
    }
    location = /bulk_status {
      proxy_pass http://relay;
    }
    # The relays' calls to the API (chat hooks, login checks) go to it directly, never through here.
    location /api/internal/ {
      deny all;
    }
    location / {
      proxy_pass http://api;
    }
  }
}
`;
}

/**
 * Starts nginx in front of the pools on `host`:`port`; the caller waits until it answers and stops it (SIGTERM:
 * nginx's fast shutdown). When it exits, the errors it logged are said (the first few, and how many), and its
 * temp dir is removed.
 */
export function startNginx(
  command: string,
  pools: Record<Pool, readonly Upstream[]>,
  at: { host: string; port: number },
): ChildProcess {
  const dir = mkdtempSync(join(tmpdir(), 'rush-nginx-'));
  // Run as root, nginx's workers run as nobody, and create their temp files below this dir.
  chmodSync(dir, 0o755);
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(pools, { ...at, dir }));
  const proc = spawn(command, ['-p', `${dir}/`, '-c', conf], { stdio: ['ignore', 'inherit', 'inherit'] });
  proc.once('exit', () => {
    try {
      const errors = readFileSync(join(dir, 'error.log'), 'utf8').split('\n').filter(Boolean);
      if (errors.length)
        console.error(`nginx logged ${errors.length} errors, the first:\n${errors.slice(0, 3).join('\n')}`);
    } catch {
      // Nothing logged.
    }
    rmSync(dir, { recursive: true, force: true });
  });
  return proc;
}
