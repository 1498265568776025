import { readFileSync, readdirSync } from "node:fs";

// workerd processes and their peak resident memory (VmHWM), read from /proc.

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
