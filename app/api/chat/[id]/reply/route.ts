import { getAuthState, toActor } from "@/lib/auth/session";
import { ForbiddenError } from "@/lib/auth/actor";
import { isRecordId } from "@/lib/validations/fields";
import { generateClaraReply, prepareClaraTurn, storeClaraReply } from "@/lib/data/clara-replies";

export const dynamic = "force-dynamic";

// Clara's reply to her latest message, streamed as it is written (issue 7 "Clara"). One JSON
// object per line: {"type":"text","text":…} fragments, then {"type":"message","message":…}
// once the reply is stored (or {"type":"none"} when there was nothing to answer). The reply
// is stored even if she closes the page mid-stream, and realtime delivers it then.

const HEADERS = { "Content-Type": "application/x-ndjson; charset=utf-8", "Cache-Control": "no-store", "X-Accel-Buffering": "no" };

export async function POST(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const state = await getAuthState();
  if (!state) return Response.json({ error: "Not authenticated" }, { status: 401, headers: { "Cache-Control": "no-store" } });
  const { id } = await params;
  if (!isRecordId(id)) return Response.json({ error: "This conversation could not be found." }, { status: 404, headers: { "Cache-Control": "no-store" } });
  let turn;
  try {
    turn = await prepareClaraTurn(toActor(state), id);
  } catch (error) {
    if (error instanceof ForbiddenError) return Response.json({ error: error.message }, { status: 404, headers: { "Cache-Control": "no-store" } });
    throw error;
  }
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
}
