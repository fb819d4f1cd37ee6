import "server-only";
import { db } from "@/lib/db";
import { decrypt } from "@/lib/services/crypto";
import { alertLocationContext, parseAlertLocation, type AlertLocation } from "@/lib/domain/emergency/alert-location";
import { hashContactLinkToken } from "@/lib/domain/emergency/contact-link";
import { timerNoteForAlert } from "@/lib/data/safety-timers";
import { nameForContacts } from "@/lib/domain/emergency/contacts";

// The page behind an emergency contact's private link (issue 17). The token is the only key:
// it is stored hashed, and it opens only while her alert is open. A test alert's contacts get
// no link. Nothing else about her (e-mail, account, other contacts) is ever shown.

export interface ContactLinkView {
  name: string;
  raisedAt: string;
  /** Her safety timer ran out: she did not check in, and this is the note she left. */
  timer: { note: string | null } | null;
  location: (AlertLocation & { updatedAt: string | null }) | null;
}

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

export async function getAlertByContactLink(token: string): Promise<ContactLinkView | null> {
  if (!TOKEN.test(token)) return null;
  const row = await db.alertNotification.findUnique({
    where: { contactLinkHash: hashContactLinkToken(token) },
    select: {
      alert: {
        select: {
          id: true,
          userId: true,
          status: true,
          isTest: true,
          createdAt: true,
          locationCipher: true,
          locationUpdatedAt: true,
          user: { select: { profile: { select: { displayName: true } } } },
        },
      },
    },
  });
  if (!row || row.alert.status !== "active" || row.alert.isTest) return null;
  let location: ContactLinkView["location"] = null;
  if (row.alert.locationCipher) {
    const parsed = parseAlertLocation(decrypt(row.alert.locationCipher, alertLocationContext(row.alert.userId)));
    location = parsed ? { ...parsed, updatedAt: row.alert.locationUpdatedAt?.toISOString() ?? null } : null;
  }
  const fromTimer = await db.safetyTimer.findFirst({ where: { alertId: row.alert.id, status: "fired" }, select: { id: true } });
  const timer = fromTimer ? { note: await timerNoteForAlert(row.alert.id) } : null;
  // As her text and e-mail name her: her chosen name, never the automatic alias.
  return { name: nameForContacts(row.alert.user.profile?.displayName) ?? "Someone you know", raisedAt: row.alert.createdAt.toISOString(), timer, location };
}
