import "server-only";
import { db } from "@/lib/db";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import { can } from "@/lib/auth/permissions";
import { CV_CONTENT_TYPES, extensionOf, type CvExtension } from "@/lib/domain/uploads/cv";
import { statusAfterResubmission } from "@/lib/domain/supporters/verification";

// The professional's own record: CV, availability, verification. Every function is scoped by
// the acting user; reading someone else's CV needs the cv:read-any permission (admins).

/** A stored CV's key always starts with cv/; sign-up leaves the spec's 'pending-upload'. */
export function hasUploadedCv(cvFileUrl: string | null | undefined): boolean {
  return Boolean(cvFileUrl?.startsWith("cv/"));
}

export async function getOwnProfessional(actor: Actor) {
  assertPermission(actor, "profile:edit-professional");
  const row = await db.professionalSupporter.findUnique({
    where: { userId: actor.userId },
    select: {
      id: true,
      fullName: true,
      professionalTitle: true,
      cvFileUrl: true,
      cvFileName: true,
      verificationStatus: true,
      verifiedAt: true,
      availability: true,
      languages: true,
      specializations: { select: { specialization: true } },
      isAlsoLocalSupporter: true,
      createdAt: true,
      verificationEvents: { orderBy: { createdAt: "desc" }, take: 5, select: { status: true, note: true, createdAt: true, decidedById: true } },
    },
  });
  if (!row) return null;
  const { verificationEvents, ...rest } = row;
  // The note that explains where she stands now: the latest decision an admin made that led to
  // the current status (not her own CV re-upload, which carries none).
  const decision = verificationEvents.find((e) => e.status === row.verificationStatus && e.decidedById !== null && e.decidedById !== actor.userId) ?? null;
  return {
    ...rest,
    hasCv: hasUploadedCv(row.cvFileUrl),
    latestEvent: verificationEvents[0]
      ? { status: verificationEvents[0].status, note: verificationEvents[0].note, createdAt: verificationEvents[0].createdAt }
      : null,
    statusNote: decision?.note ?? null,
    statusChangedAt: decision?.createdAt ?? null,
  };
}

/** Records her new CV; returns the key of the one it replaces (to remove from storage) and her review status now. */
export async function setOwnCv(actor: Actor, file: { key: string; fileName: string }): Promise<{ previous: string | null; status: string }> {
  assertPermission(actor, "cv:upload");
  return db.$transaction(async (tx) => {
    const current = await tx.professionalSupporter.findUnique({
      where: { userId: actor.userId },
      select: { id: true, cvFileUrl: true, verificationStatus: true },
    });
    if (!current) throw new AppError("not_found", "No professional profile was found for this account.");
    // A new CV answers a Needs Info request: she goes back into the review queue.
    const status = statusAfterResubmission(current.verificationStatus);
    await tx.professionalSupporter.update({
      where: { userId: actor.userId },
      data: { cvFileUrl: file.key, cvFileName: file.fileName, verificationStatus: status },
    });
    if (status !== current.verificationStatus) {
      await tx.verificationEvent.create({ data: { professionalSupporterId: current.id, status, note: null, decidedById: actor.userId } });
    }
    return { previous: hasUploadedCv(current.cvFileUrl) ? current.cvFileUrl : null, status };
  });
}

/** Where a CV is and how to serve it; only its owner and admins may have it. */
export async function getCvFileOrThrow(actor: Actor, professionalSupporterId: string) {
  const row = await db.professionalSupporter.findUnique({
    where: { id: professionalSupporterId },
    select: { userId: true, cvFileUrl: true, cvFileName: true },
  });
  const allowed = row && (row.userId === actor.userId || can(actor.roles, "cv:read-any"));
  if (!allowed) throw new AppError("forbidden");
  if (!hasUploadedCv(row.cvFileUrl)) return null;
  const ext = extensionOf(row.cvFileUrl!) as CvExtension;
  return { key: row.cvFileUrl!, fileName: row.cvFileName ?? `cv.${ext}`, contentType: CV_CONTENT_TYPES[ext] ?? "application/octet-stream" };
}

export async function updateOwnAvailability(actor: Actor, availability: string) {
  assertPermission(actor, "availability:update");
  await db.professionalSupporter.update({ where: { userId: actor.userId }, data: { availability } });
}
