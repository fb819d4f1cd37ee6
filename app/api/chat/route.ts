import { z } from "zod";
import { userRoute } from "@/lib/auth/route-handler";
import { listChats } from "@/lib/data/chats";

export const dynamic = "force-dynamic";

/** GET /api/chat: her conversations (and, for supporters, those addressed to them), latest first. */
export const GET = userRoute(z.object({}), async (_input, { actor }) => listChats(actor));
