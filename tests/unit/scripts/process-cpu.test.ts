// The bench's server CPU per request (issue 20) reads utime and stime from /proc/<pid>/stat.
import { cpuMillis, cpuTicks } from "@/scripts/bench/process-cpu";

describe("CPU time of a process from /proc (issue 20)", () => {
  it("adds utime and stime, after a name that may hold spaces and parentheses", () => {
    const rest = "S 1 2 3 4 5 6 7 8 9 10 1234 56 0 0 20 0 11 0 100 200 300";
    expect(cpuTicks(`4242 (next-server) ${rest}`)).toBe(1290);
    expect(cpuTicks(`4242 (a (b) c) ${rest}`)).toBe(1290);
  });

  it("refuses a line that is not a stat line", () => {
    expect(() => cpuTicks("nothing here")).toThrow(/not a \/proc/);
  });

  it("reads this very process, and grows as it works", () => {
    if (process.platform !== "linux") return;
    const before = cpuMillis(process.pid)!;
    const until = Date.now() + 60;
    while (Date.now() < until); // 60 ms of work
    expect(cpuMillis(process.pid)! - before).toBeGreaterThanOrEqual(30);
    expect(cpuMillis(2 ** 30)).toBeUndefined();
  });
});
