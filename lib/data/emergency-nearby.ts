import "server-only";
import { listSupportersInReach } from "@/lib/data/supporters-in-reach";
import { approvedSupporterIds } from "@/lib/data/alert-recipients";
import { readEmergencyArea } from "@/lib/data/emergency-area";

// Whether supporters could actually come to her (issue 17: "the response-time estimate is shown
// only when vetted supporters are actually near her, otherwise it says so and puts 911 first").
// The same question, and the same answer, as the alert's fan-out: approved local supporters
// whose own travel radius reaches her area (lib/data/supporters-in-reach.ts).

export type NearbySupporters = { known: false } | { known: true; count: number; areaLabel: string };

export async function countNearbySupporters(userId: string): Promise<NearbySupporters> {
  const area = await readEmergencyArea(userId);
  if (!area) return { known: false };
  const inReach = (await listSupportersInReach(area)).filter((s) => s.userId !== userId);
  const approved = await approvedSupporterIds(inReach.map((s) => s.supporterId));
  return { known: true, count: inReach.filter((s) => approved.has(s.supporterId)).length, areaLabel: area.label };
}
