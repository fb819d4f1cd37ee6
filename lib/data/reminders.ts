import "server-only";
import { db } from "@/lib/db";
import { FEATURE_HIGHLIGHT, FEATURE_HIGHLIGHT_AFTER_DAYS } from "@/lib/domain/notifications/feature-highlights";
import { notifyPerson } from "./notify";

// Reminders found by the worker's schedule (issue 16), each sent once (its key) and only while
// it still applies, so finishing the thing cancels it. Windows end after a week: nobody gets a
// reminder about something long forgotten the day this feature ships.
//
// - onboarding incomplete: 24 h after sign-up, set-up not finished (with the missing steps)
// - assessment incomplete: 24 h after her last answer, the assessment not finished
// - no supporter yet: 3 days after her assessment, no conversation with any supporter
// - inactive user: 14 days without a sign-in (marketing: only with News and tips on)
// - feature highlight: 7 days after sign-up, the current highlight, once each (marketing)

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BATCH = 200;

function window(now: Date, after: number, span = 7 * DAY) {
  return { lte: new Date(now.getTime() - after), gt: new Date(now.getTime() - after - span) };
}

const MISSING_STEPS: Record<string, string[]> = {
  support_taker: ["Choose how you would like to be called (or stay anonymous)"],
  professional_supporter: ["Confirm your details and, if you help in person, your area"],
  local_supporter: ["Set the area where you can help"],
};

export async function sendDueReminders(now = new Date()): Promise<number> {
  let sent = 0;
  const notify = async (input: Parameters<typeof notifyPerson>[0]) => {
    await notifyPerson(input);
    sent += 1;
  };

  const unfinishedSetUp = await db.profile.findMany({
    where: { onboardingCompletedAt: null, createdAt: window(now, DAY) },
    select: { userId: true, primaryRole: true },
    take: BATCH,
  });
  for (const { userId, primaryRole } of unfinishedSetUp) {
    await notify({
      userId,
      kind: "onboarding_incomplete",
      key: `onboarding-incomplete:${userId}`,
      link: "/onboarding",
      email: { template: "onboarding-incomplete", props: { missing: MISSING_STEPS[primaryRole] ?? [] } },
    });
  }

  const unfinished = await db.assessmentConversation.findMany({
    where: { assessmentCompleted: false, updatedAt: window(now, DAY) },
    select: { id: true, userId: true },
    take: BATCH,
  });
  for (const { id, userId } of unfinished) {
    await notify({
      userId,
      kind: "assessment_incomplete",
      key: `assessment-incomplete:${id}`,
      link: "/assessment",
      email: { template: "assessment-incomplete" },
    });
  }

  const alone = await db.assessmentConversation.findMany({
    where: {
      assessmentCompleted: true,
      completedAt: window(now, 3 * DAY),
      user: { chats: { none: { chatType: { in: ["professional_support", "local_support"] } } } },
    },
    select: { userId: true },
    distinct: ["userId"],
    take: BATCH,
  });
  for (const { userId } of alone) {
    await notify({ userId, kind: "no_supporter_yet", key: `no-supporter-yet:${userId}`, link: "/supporters", email: { template: "no-supporter-yet" } });
  }

  const quiet = await db.user.findMany({
    where: {
      emailPreference: { marketingEmails: true },
      createdAt: { lte: new Date(now.getTime() - 14 * DAY) },
      sessions: { none: { updatedAt: { gt: new Date(now.getTime() - 14 * DAY) } } },
    },
    select: { id: true, sessions: { orderBy: { updatedAt: "desc" }, take: 1, select: { updatedAt: true } } },
    take: BATCH,
  });
  for (const { id, sessions } of quiet) {
    // One per quiet spell: a new sign-in starts a new spell.
    const since = (sessions[0]?.updatedAt ?? new Date(0)).toISOString().slice(0, 10);
    await notify({ userId: id, kind: "inactive_user", key: `inactive:${id}:${since}`, link: "/dashboard", email: { template: "inactive-user" } });
  }
  const newcomers = await db.profile.findMany({
    where: {
      primaryRole: { in: [...FEATURE_HIGHLIGHT.roles] },
      createdAt: window(now, FEATURE_HIGHLIGHT_AFTER_DAYS * DAY),
      // Those already told drop out, so a busy week never starves the rest of the batch.
      user: { emailPreference: { marketingEmails: true }, notifications: { none: { kind: "feature_highlight" } } },
    },
    select: { userId: true },
    take: BATCH,
  });
  const { id: featureId, title, summary, path } = FEATURE_HIGHLIGHT;
  for (const { userId } of newcomers) {
    await notify({
      userId,
      kind: "feature_highlight",
      key: `feature-highlight:${featureId}:${userId}`,
      link: path,
      email: { template: "feature-highlight", props: { title, summary, path } },
    });
  }
  return sent;
}
