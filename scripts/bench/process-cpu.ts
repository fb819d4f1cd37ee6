// The CPU time a process has used (user + system), read from Linux's /proc: the server's work per
// request, which other tenants of a shared machine change far less than its requests per second.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

/** utime + stime, in clock ticks, from the text of /proc/<pid>/stat (its name may hold spaces and parentheses). */
export function cpuTicks(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // After the name: state is field 3 of the file, utime 14 and stime 15.
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isFinite(ticks)) throw new Error(`not a /proc/<pid>/stat line: ${stat.slice(0, 80)}`);
  return ticks;
}

let ticksPerSecond: number | undefined;

/** Milliseconds of CPU the process has used so far; undefined where there is no /proc (not Linux). */
export function cpuMillis(pid: number): number | undefined {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  ticksPerSecond ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  return (cpuTicks(stat) * 1000) / ticksPerSecond;
}
