import { extendedEnd, formatRemaining, reminderLeadMinutes, timerLabel, timerTimes, TIMER_MINUTES } from "@/lib/domain/emergency/safety-timer";

describe("safety timer rules", () => {
  it("offers 15 minutes to 4 hours", () => {
    expect(TIMER_MINUTES.map(timerLabel)).toEqual(["15 minutes", "30 minutes", "1 hour", "2 hours", "4 hours"]);
  });

  it.each([
    [15, 5],
    [30, 10],
    [60, 10],
    [240, 10],
  ])("a %i-minute timer reminds her %i minutes before the end", (minutes, lead) => {
    expect(reminderLeadMinutes(minutes)).toBe(lead);
    const now = new Date("2026-11-24T20:00:00Z");
    const { endsAt, remindAt } = timerTimes(now, minutes);
    expect(endsAt.getTime() - now.getTime()).toBe(minutes * 60_000);
    expect(endsAt.getTime() - remindAt.getTime()).toBe(lead * 60_000);
  });

  it.each([
    ["2026-11-24T20:30:00Z", "2026-11-24T20:45:00Z"],
    ["2026-11-24T19:55:00Z", "2026-11-24T20:15:00Z"], // already past: 15 minutes from now
    ["2026-11-24T23:55:00Z", "2026-11-25T00:00:00Z"], // never past 4 hours from now
  ])("adding 15 minutes to an end at %s gives %s (now 20:00)", (end, expected) => {
    expect(extendedEnd(new Date(end), new Date("2026-11-24T20:00:00Z")).toISOString()).toBe(new Date(expected).toISOString());
  });

  it.each([
    [0, "0:00"],
    [-5_000, "0:00"],
    [59_001, "1:00"],
    [9 * 60_000 + 5_000, "9:05"],
    [3_600_000 + 2 * 60_000 + 5_000, "1:02:05"],
  ])("%i ms left reads %s", (ms, text) => {
    expect(formatRemaining(ms)).toBe(text);
  });
});
