import type { Metadata } from "next";
import { PageHeader } from "@/components/app/page-header";
import { requireUser, toActor } from "@/lib/auth/session";
import { listEmergencyContacts } from "@/lib/data/emergency-contacts";
import { getLocationSharing } from "@/lib/data/safety-preferences";
import { getEmergencyArea } from "@/lib/data/emergency-area";
import { supporterReach, type AreaState } from "@/lib/domain/emergency/area-state";
import { countNearbySupporters, type NearbySupporters } from "@/lib/data/emergency-nearby";
import { EmergencyActivation } from "./emergency-activation";
import { OpenAlertPanel } from "./open-alert-panel";
import { SafetyTimerCard } from "./safety-timer-card";
import { getRunningTimer } from "@/lib/data/safety-timers";
import { getOpenAlert } from "@/lib/data/emergency-alerts";
import { listResponders } from "@/lib/data/emergency-responses";
import { ContactsCard } from "./contacts-card";
import { LocationCard } from "./location-card";
import { CrisisResources } from "./crisis-resources";
import { ResponseNote } from "./response-note";

export const metadata: Metadata = { title: "Emergency Support" };

function failed<T>(what: string, fallback: T) {
  return (error: unknown): T => {
    console.error(`[emergency] ${what} failed`, error);
    return fallback;
  };
}

/** Spec part 2 §2 "Emergency Support" (issue 17). */
export default async function EmergencyPage() {
  // Never behind the new-terms screen: she may be in danger.
  const actor = toActor(await requireUser({ terms: false }));
  const [contacts, sharing, area, nearby, openAlert, timer] = await Promise.all([
    listEmergencyContacts(actor).catch(failed("contacts load", null)),
    getLocationSharing(actor).catch(failed("location preference load", null)),
    getEmergencyArea(actor)
      .then((read): AreaState => ({ known: true, label: read?.label ?? null }))
      .catch(failed<AreaState>("area load", { known: false })),
    countNearbySupporters(actor.userId).catch(failed<NearbySupporters>("nearby count", { known: false })),
    getOpenAlert(actor).catch(failed("open alert load", null)),
    getRunningTimer(actor).catch(failed("safety timer load", null)),
  ]);
  const responders = openAlert ? ((await listResponders(actor, openAlert.id).catch(failed("responders load", null))) ?? []) : [];
  const supportersNear = nearby.known && nearby.count > 0;
  // 911 leads, near the top, when nobody can come to her quickly (issue 17) and while her alert
  // is open: she has said she is in danger (ARCHITECTURE §7, 911 first for danger).
  const emergencyFirst = Boolean(openAlert) || !supportersNear;

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Emergency Support" description="Get help fast, and set things up now so help can reach you when you need it." />
      <div className="space-y-4">
        {openAlert ? (
          <OpenAlertPanel alert={openAlert} responders={responders} sharing={sharing === true} area={area} />
        ) : (
          <EmergencyActivation contactCount={contacts?.length ?? 0} sharing={sharing === true} reach={supporterReach(nearby, area)} />
        )}
        <ResponseNote nearby={nearby} />
        {emergencyFirst ? <CrisisResources emergencyFirst /> : null}
        <div className="grid items-start gap-4 md:grid-cols-2">
          <ContactsCard contacts={contacts} />
          <div className="space-y-4">
            <LocationCard initialEnabled={sharing} area={area} />
            <SafetyTimerCard timer={timer} contactCount={contacts?.length ?? null} />
            {emergencyFirst ? null : <CrisisResources emergencyFirst={false} />}
          </div>
        </div>
      </div>
    </div>
  );
}
