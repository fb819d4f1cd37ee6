import { z } from "zod";
import { userRoute } from "@/lib/auth/route-handler";
import { AppError } from "@/lib/domain/app-error";
import { isRecordId } from "@/lib/validations/fields";
import { generateClaraReply, prepareClaraTurn, storeClaraReply } from "@/lib/data/clara-replies";

export const dynamic = "force-dynamic";

// Clara's reply to her latest message, streamed as it is written (issue 7 "Clara"). One JSON
// object per line: {"type":"text","text":…} fragments, then {"type":"message","message":…}
// once the reply is stored (or {"type":"none"} when there was nothing to answer). The reply
// is stored even if she closes the page mid-stream, and realtime delivers it then. Refusals
// before the stream starts are the route wrapper's JSON (not hers and not there: 404 alike).

const HEADERS = { "Content-Type": "application/x-ndjson; charset=utf-8", "Cache-Control": "no-store", "X-Accel-Buffering": "no" };
const CHAT_NOT_FOUND = "This conversation could not be found.";

export const POST = userRoute(
  z.object({ chatId: z.unknown() }),
  async ({ chatId }, { actor }) => {
    if (typeof chatId !== "string" || !isRecordId(chatId)) throw new AppError("not_found", CHAT_NOT_FOUND);
    const turn = await prepareClaraTurn(actor, chatId);
    const encoder = new TextEncoder();
    let open = true;
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (value: unknown) => {
          if (!open) return;
          try {
            controller.enqueue(encoder.encode(`${JSON.stringify(value)}\n`));
          } catch {
            open = false;
          }
        };
        try {
          if (!turn) {
            send({ type: "none" });
          } else {
            const { content, source } = await generateClaraReply(turn, (text) => send({ type: "text", text }));
            const message = await storeClaraReply(turn, content, source);
            send({ type: "message", message });
          }
        } catch (error) {
          console.error("[clara] reply failed", error);
          send({ type: "error" });
        } finally {
          if (open) controller.close();
          open = false;
        }
      },
      cancel() {
        open = false;
      },
    });
    return new Response(stream, { headers: HEADERS });
  },
  { params: (params) => ({ chatId: params.id }) },
);
