import { readdirSync, readFileSync } from 'node:fs';

/*
 * CPU time from /proc (Linux), to say what limits a run: which processes used the cores while the
 * load ran. Clock ticks are 100 per second on every Linux this runs on (USER_HZ).
 */
const TICKS_PER_SECOND = 100;

type Stat = { pid: number; ppid: number; comm: string; ticks: number };

function readStat(pid: number): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces; the fields after it are fixed.
    const close = text.lastIndexOf(')');
    const comm = text.slice(text.indexOf('(') + 1, close);
    const fields = text.slice(close + 2).split(' ');
    return { pid, ppid: Number(fields[1]), comm, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

function allStats(): Stat[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((s): s is Stat => s !== undefined);
}

/** Busy and total ticks of the whole machine. */
function machine(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  const total = values.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

export type CpuGroups = Record<string, number[]>;

/**
 * CPU seconds used by each group of processes (each pid and its direct children), by PostgreSQL's
 * processes (every session, other users' too), by this process, and by everything else.
 */
export function cpuMeter(groups: CpuGroups) {
  const groupOf = (s: Stat): string => {
    for (const [name, pids] of Object.entries(groups))
      if (pids.includes(s.pid) || pids.includes(s.ppid)) return name;
    if (s.pid === process.pid) return 'this load generator';
    return s.comm === 'postgres' ? 'postgres (all sessions)' : 'other processes';
  };
  const before = new Map(allStats().map((s) => [s.pid, s.ticks]));
  const machineBefore = machine();
  return {
    /** Seconds of CPU per group since the meter started, and how busy the whole machine was (0–1). */
    stop() {
      const ticks: Record<string, number> = Object.fromEntries(
        [...Object.keys(groups), 'postgres (all sessions)', 'this load generator', 'other processes'].map(
          (k) => [k, 0],
        ),
      );
      // Per process, so one that started or ended meanwhile counts only for what it used in between.
      for (const s of allStats()) ticks[groupOf(s)]! += s.ticks - (before.get(s.pid) ?? 0);
      const machineAfter = machine();
      const busy =
        (machineAfter.busy - machineBefore.busy) / Math.max(1, machineAfter.total - machineBefore.total);
      const seconds = Object.fromEntries(
        Object.entries(ticks).map(([name, t]) => [name, t / TICKS_PER_SECOND]),
      );
      return { seconds, busy };
    },
  };
}
