"use server";

import { publicAction, userAction } from "@/lib/auth/safe-action";
import { clientIp } from "@/lib/auth/rate-limit";
import { createContactMessage, createReport } from "@/lib/data/reports";
import { getAuthState, toActor } from "@/lib/auth/session";
import { contactSchema, reportSchema } from "@/lib/validations/moderation";

// Issue 18: a report from where she sees it, and the Contact us form. Server actions are
// same-origin only (Next.js refuses a cross-site Origin), and both are limited per hour.

export const reportAction = userAction(reportSchema, async (input, { actor }) => {
  await createReport(actor, {
    subjectType: input.subjectType,
    subjectUserId: input.subjectUserId ?? null,
    messageId: input.messageId ?? null,
    reason: input.reason,
    note: input.note,
  });
  return { reported: true };
});

export const contactAction = publicAction(contactSchema, async (input) => {
  const state = await getAuthState().catch(() => null);
  const actor = state ? toActor(state) : null;
  // Counted per address, and per account when signed in (a shared address is not one person).
  const source = actor ? `user:${actor.userId}` : `ip:${await clientIp()}`;
  await createContactMessage(actor, { message: input.message, replyTo: input.replyTo || null }, source);
  return { sent: true };
});
