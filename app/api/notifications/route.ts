import { z } from "zod";
import { jsonResponse, userRoute } from "@/lib/auth/route-handler";
import { listNotifications } from "@/lib/data/notifications";

export const dynamic = "force-dynamic";

// The bell's list (issue 16): her latest notifications and the unread count. A route handler,
// not a server action, so opening the bell never queues behind (or aborts) a write.
export const GET = userRoute(z.object({}), async (_input, { actor }) => jsonResponse(await listNotifications(actor)));
