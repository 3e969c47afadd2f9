import fs from 'node:fs';

/**
 * CPU time (ms) used so far by a process and its children (cluster workers), from /proc (Linux; 0
 * elsewhere). Unlike latency or requests/s it hardly changes when other work shares the machine.
 */
export function cpuMs(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const own = (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in 10 ms ticks
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return own + children.reduce((sum, c) => sum + cpuMs(c), 0);
  } catch {
    return 0;
  }
}
