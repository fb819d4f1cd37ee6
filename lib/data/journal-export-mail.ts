import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { assertPermission, type Actor } from "@/lib/auth/actor";
import { can } from "@/lib/auth/permissions";
import { AppError } from "@/lib/domain/app-error";
import { authSecret, env } from "@/lib/env";
import { EXPORT_LINK_DAYS, MAIL_ATTACHMENT_LIMIT, exportLinkQuery, exportMailFileNames, exportMailPlan } from "@/lib/domain/journal";
import { renderJournalPdf } from "@/lib/services/export/journal-pdf";
import { buildJournalZip } from "@/lib/services/export/journal-zip";
import type { EmailAttachment } from "@/lib/services/email/types";
import { queueEmail } from "@/lib/services/email";
import { getSafeAddress } from "./safe-addresses";
import { assertExportable, loadJournalExport } from "./journal-export";

// "Send to my safe address" (issue 22): her export goes to her confirmed safe address, and only
// there, through the e-mail queue. The request only queues; the worker builds the PDF and the
// ZIP when it sends, attaches what fits and links the rest (signed, for 7 days).

export const NO_SAFE_ADDRESS = "Add and confirm a safe address in Settings first.";

export async function sendJournalExport(actor: Actor, entryIds: readonly string[], timeZone: string): Promise<{ sentTo: string }> {
  assertPermission(actor, "journal:keep");
  if (!can(actor.roles, "notifications:safe-address")) throw new AppError("forbidden", NO_SAFE_ADDRESS);
  const { confirmed } = await getSafeAddress(actor);
  if (!confirmed) throw new AppError("invalid", NO_SAFE_ADDRESS);
  await assertExportable(actor, entryIds);
  await queueEmail({
    template: "journal-export",
    userId: actor.userId,
    key: `journal-export:${actor.userId}:${randomUUID()}`,
    attach: { kind: "journal-export", entryIds: [...entryIds], timeZone },
  });
  return { sentTo: confirmed };
}

export interface BuiltAttachments {
  files: EmailAttachment[];
  /** What the template says about them. */
  props: Record<string, unknown>;
}

/** Built by the worker for each delivery attempt; null when there is nothing to send any more
 * (the account or the chosen entries were deleted meanwhile). */
export async function journalExportAttachments(
  userId: string,
  entryIds: readonly string[],
  timeZone: string,
  { now = new Date(), limit = MAIL_ATTACHMENT_LIMIT }: { now?: Date; limit?: number } = {},
): Promise<BuiltAttachments | null> {
  const roles = (await db.userRole.findMany({ where: { userId }, select: { role: true } })).map((row) => row.role);
  if (!roles.length) return null;
  let data;
  try {
    data = await loadJournalExport({ userId, roles }, entryIds, timeZone);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
  const pdf = await renderJournalPdf(data);
  const zip = buildJournalZip(data, pdf);
  const plan = exportMailPlan(pdf.length, zip.length, limit);
  const names = exportMailFileNames(now);
  const files: EmailAttachment[] = [];
  if (plan !== "link") files.push({ filename: names.pdf, contentType: "application/pdf", content: Buffer.from(pdf) });
  if (plan === "both") files.push({ filename: names.zip, contentType: "application/zip", content: Buffer.from(zip) });
  const props: Record<string, unknown> = { attached: plan };
  if (plan !== "both") {
    const expires = new Date(now.getTime() + EXPORT_LINK_DAYS * 24 * 3600_000);
    props.downloadUrl = `${env().APP_URL.replace(/\/$/, "")}/api/journal/export/mail?${exportLinkQuery(authSecret(), userId, entryIds, expires)}`;
    props.expiresOn = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(expires);
  }
  return { files, props };
}
