import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { createNotification, type NewNotification } from "./notifications";
import { queueEmail } from "@/lib/services/email";
import type { TemplateId, TemplateProps } from "@/emails/catalogue";

// Telling someone about an event (issue 16): the bell at once, and an e-mail queued for the
// worker (which checks her preferences and verified address when it sends). Both once per key.
// A notification that cannot be made never fails what she was doing: it is logged.

export interface NotifyInput<Id extends TemplateId> extends NewNotification {
  email?: { template: Id; props?: Partial<TemplateProps<Id>> } | null;
}

export async function notifyPerson<Id extends TemplateId>(input: NotifyInput<Id>): Promise<void> {
  const { email, ...notification } = input;
  await Promise.all([
    createNotification(notification).catch((error: unknown) => console.error(`[notify] ${input.kind} notification failed`, error)),
    email
      ? queueEmail({ template: email.template, props: email.props, userId: input.userId, key: input.key }).catch((error: unknown) =>
          console.error(`[notify] ${input.kind} e-mail could not be queued`, error),
        )
      : undefined,
  ]);
}

/** Every admin, each once for the key. */
export async function notifyAdmins<Id extends TemplateId>(input: Omit<NotifyInput<Id>, "userId">): Promise<void> {
  const admins = await db.userRole.findMany({ where: { role: "admin" }, select: { userId: true } }).catch((error: unknown) => {
    console.error("[notify] could not list admins", error);
    return [];
  });
  await Promise.all(admins.map(({ userId }) => notifyPerson({ ...input, userId, key: `${input.key}:${userId}` } as NotifyInput<Id>)));
}

/** Her password was changed or reset: a security notice, always sent. */
export function notifyPasswordChanged(userId: string): Promise<void> {
  return notifyPerson({
    userId,
    kind: "password_changed",
    key: `password-changed:${userId}:${randomUUID()}`,
    link: "/settings",
    email: { template: "password-changed" },
  });
}
