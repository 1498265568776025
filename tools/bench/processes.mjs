import { readFileSync, readdirSync } from "node:fs";

// workerd processes, their CPU time and their peak resident memory (VmHWM), read from /proc.

export function workerdPids() {
  const pids = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (cmd.split("\0")[0]?.endsWith("workerd")) pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

export function peakMemoryMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round((kb / 1024) * 10) / 10;
  } catch {
    return 0;
  }
}

/** CPU time of these processes so far (all their threads, user and system), in milliseconds. */
export function cpuMs(pids) {
  return pids.reduce((n, pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return n + (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in ticks of 1/100 s
  }, 0);
}
