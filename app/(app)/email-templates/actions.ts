"use server";

import { randomUUID } from "node:crypto";
import { permittedAction } from "@/lib/auth/safe-action";
import { AppError } from "@/lib/domain/app-error";
import { emailTemplate } from "@/emails/catalogue";
import { queueEmail } from "@/lib/services/email";
import type { TemplateId } from "@/emails/catalogue";
import { sendTestEmailSchema } from "@/lib/validations/email-templates";
import { rateLimitMessage } from "@/lib/auth/rate-limit";
import { hitRateLimit } from "@/lib/data/rate-limits";

/** Test e-mails one admin may send per hour. */
const TESTS_PER_HOUR = 30;

/**
 * Sends one template, with its default props, to the address the admin typed (issue 16). It
 * goes through the queue and the worker like every e-mail; tests are limited per admin so the
 * tester cannot be used to flood an inbox.
 */
export const sendTestEmailAction = permittedAction("email:templates", sendTestEmailSchema, async ({ templateId, to }, { actor }) => {
  const template = emailTemplate(templateId);
  if (!template) throw new AppError("not_found", "That template does not exist.");
  const limit = await hitRateLimit(`test-email:${actor.userId}`, TESTS_PER_HOUR, 3600);
  if (!limit.allowed) throw new AppError("rate_limited", rateLimitMessage(limit.retryAfterSeconds));
  await queueEmail({ template: template.id as TemplateId, to, key: `test:${template.id}:${randomUUID()}` });
  return { templateId };
});
