/**
 * What the cluster of `npm run bench:rush` (bench/rush/cluster.ts) reads of the processes it started, from /proc
 * (Linux): their CPU and memory, with those of their own child processes (nginx's workers), and those children.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { ProcessUsage } from './protocol';

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The processes `pid` started that still run (none when /proc cannot tell). */
export function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** One process's CPU since it started, in ms, and its memory now, in MB (0 once it has gone). */
function ownUsage(pid: number) {
  try {
    // The fields after the command's name, which is in parentheses and may hold spaces: utime and stime are
    // the 14th and 15th fields of the line.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return { cpuMs: (1000 * ticks) / ticksPerSecond, rssMb: rssKb / 1024 };
  } catch {
    return { cpuMs: 0, rssMb: 0 };
  }
}

/** A process's CPU since it started and its memory now, summed with those of its running children. */
export function usageOf(name: string, pid: number | undefined, server: boolean): ProcessUsage {
  const pids = pid === undefined ? [] : [pid, ...childrenOf(pid)];
  const each = pids.map(ownUsage);
  return {
    name,
    cpuMs: each.reduce((sum, u) => sum + u.cpuMs, 0),
    rssMb: each.reduce((sum, u) => sum + u.rssMb, 0),
    server,
  };
}
