import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { DUPLICATE_CONTACT, MAX_EMERGENCY_CONTACTS, TOO_MANY_CONTACTS } from "@/lib/domain/emergency/contacts";
import { formatPhone } from "@/lib/domain/phone/normalize";
import type { EmergencyContactInput } from "@/lib/validations/emergency";
import { AppError } from "@/lib/domain/app-error";

// Her emergency contacts (spec part 2 §3, §7 "emergency_contacts"; issue 17). Every query is
// scoped to the acting person: nobody can list, add to or remove from another person's list.

export const CONTACT_NOT_FOUND = "This contact no longer exists.";

const FIELDS = { id: true, name: true, phoneNumber: true, relationship: true, email: true, message: true, createdAt: true } as const;

export interface EmergencyContactView {
  id: string;
  name: string;
  /** E.164, for tel: links. */
  phoneNumber: string;
  /** The international form, for reading. */
  phoneDisplay: string;
  relationship: string;
  email: string | null;
  message: string | null;
  createdAt: Date;
}

function toView(row: {
  id: string;
  name: string;
  phoneNumber: string;
  relationship: string;
  email: string | null;
  message: string | null;
  createdAt: Date;
}): EmergencyContactView {
  return { ...row, phoneDisplay: formatPhone(row.phoneNumber) };
}

/** Newest first (spec §7: ordered by created_at descending). */
export async function listEmergencyContacts(actor: Actor): Promise<EmergencyContactView[]> {
  const rows = await db.emergencyContact.findMany({
    where: { userId: actor.userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_EMERGENCY_CONTACTS,
    select: FIELDS,
  });
  return rows.map(toView);
}

/** Adds one contact of hers, refusing past the per-person cap (checked under a lock, so two
 * quick submissions cannot both slip under it). */
export async function createEmergencyContact(actor: Actor, input: EmergencyContactInput): Promise<EmergencyContactView> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`emergency-contacts:${actor.userId}`}))::text`;
    const count = await tx.emergencyContact.count({ where: { userId: actor.userId } });
    if (count >= MAX_EMERGENCY_CONTACTS) throw new AppError("conflict", TOO_MANY_CONTACTS);
    // One person, one text: a second contact with the same number would text them twice.
    const same = await tx.emergencyContact.findFirst({ where: { userId: actor.userId, phoneNumber: input.phoneNumber }, select: { id: true } });
    if (same) throw new AppError("conflict", DUPLICATE_CONTACT, { phoneNumber: DUPLICATE_CONTACT });
    const row = await tx.emergencyContact.create({
      data: {
        userId: actor.userId,
        name: input.name,
        phoneNumber: input.phoneNumber,
        relationship: input.relationship,
        email: input.email,
        message: input.message,
      },
      select: FIELDS,
    });
    return toView(row);
  });
}

/** Removes one of her contacts; someone else's id is answered exactly like a missing one. */
export async function removeEmergencyContact(actor: Actor, contactId: string): Promise<void> {
  const { count } = await db.emergencyContact.deleteMany({ where: { id: contactId, userId: actor.userId } });
  if (count === 0) throw new AppError("not_found", CONTACT_NOT_FOUND);
}
