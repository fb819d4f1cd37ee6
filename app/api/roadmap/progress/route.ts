import { userRoute } from "@/lib/auth/route-handler";
import { setActionItemCompleted } from "@/lib/data/roadmap-progress";
import { toggleActionItemSchema } from "@/lib/validations/roadmap";

export const dynamic = "force-dynamic";

/**
 * POST /api/roadmap/progress {conversationId, itemId, completed}: one tick (or untick) of her
 * roadmap, saved at once. A route handler sent with keepalive, not a server action: ticks go
 * out side by side and each is stored even if she leaves the page straight after (issue 15).
 * Sets the state she chose, so sending it twice changes nothing.
 */
export const POST = userRoute(toggleActionItemSchema, async (input, { actor }) => {
  const { progress, completedAt } = await setActionItemCompleted(actor, input);
  return { progress, completedAt };
});
