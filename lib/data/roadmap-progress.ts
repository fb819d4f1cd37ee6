import "server-only";
import { notifyPerson } from "./notify";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/domain/app-error";
import { newMilestones, readTracking, roadmapProgress, setItemCompleted, TIMEFRAMES } from "@/lib/domain/roadmap/progress";
import { NOT_FOUND } from "./assessments";

// Ticking off the steps of her roadmap (spec part 2 §3), by its owner only, with the
// milestones it reaches.

const ITEM_ID = /^(immediate|short_term|medium_term|long_term)_(\d+)$/;

/**
 * Ticks or unticks one action item (completion time set or cleared) and records any
 * milestone (25/50/75/100 %) reached for the first time. Owner only; rows are locked so two
 * tabs ticking at once both count.
 */
export async function setActionItemCompleted(actor: Actor, input: { conversationId: string; itemId: string; completed: boolean }, now = new Date()) {
  const match = ITEM_ID.exec(input.itemId);
  if (!match) throw new AppError("invalid", "That step doesn't exist.");
  const result = await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<
      { id: string }[]
    >`SELECT id FROM assessment_conversations WHERE id = ${input.conversationId} AND "userId" = ${actor.userId} FOR UPDATE`;
    if (!locked.length) throw new AppError("not_found", NOT_FOUND);
    const row = await tx.assessmentConversation.findUniqueOrThrow({
      where: { id: input.conversationId },
      select: { immediateActions: true, shortTermSteps: true, mediumTermSteps: true, longTermGoals: true, progressTracking: true },
    });
    const field = TIMEFRAMES.find((t) => t.key === match[1])!.field;
    const steps = row[field];
    if (!Array.isArray(steps) || Number(match[2]) >= steps.length) throw new AppError("invalid", "That step doesn't exist.");

    const tracking = setItemCompleted(readTracking(row.progressTracking), input.itemId, input.completed, now);
    const progress = roadmapProgress({ ...row, progressTracking: tracking });
    const reached = newMilestones(tracking, progress.percent);
    const next = { ...tracking, milestones: [...(tracking.milestones ?? []), ...reached] };
    await tx.assessmentConversation.update({ where: { id: input.conversationId }, data: { progressTracking: next as object } });
    return { progress, milestonesReached: reached, completedAt: next.action_items[input.itemId]?.completed_at ?? null };
  });
  // A milestone reached for the first time: the bell, and a reminder-category e-mail (issue 16).
  const top = result.milestonesReached.at(-1);
  if (top !== undefined) {
    const { completed, total } = result.progress;
    await notifyPerson({
      userId: actor.userId,
      kind: "roadmap_milestone",
      key: `milestone:${input.conversationId}:${top}`,
      link: `/assessment/roadmap?conversationId=${encodeURIComponent(input.conversationId)}`,
      email: { template: "roadmap-milestone", props: { percentage: top, completed, remaining: total - completed } },
    });
  }
  return result;
}
