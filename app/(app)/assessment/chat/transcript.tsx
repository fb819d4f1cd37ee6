import { MessagesSquare } from "@/components/ui/icons";
import { cn } from "@/lib/utils";

export interface TranscriptEntry {
  role: "assistant" | "user";
  content: string;
  kind?: string;
}

/** The whole conversation, read-only: Clara on the left, her answers on the right, stages as dividers. */
export function Transcript({ messages }: { messages: TranscriptEntry[] }) {
  if (!messages.length) {
    return (
      <div data-testid="transcript-empty" className="flex items-start gap-3 rounded-xl border border-dashed p-6">
        <MessagesSquare className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
        <p className="text-muted-foreground">No chat messages found for this assessment</p>
      </div>
    );
  }
  return (
    <ol data-testid="transcript" className="space-y-3">
      {messages.map((message, index) =>
        message.kind === "stage" ? (
          <li key={index} data-kind="stage" className="flex items-center gap-3 py-3 text-sm font-medium text-primary">
            <span className="h-px flex-1 bg-border" aria-hidden />
            <span className="text-center">
              <span className="sr-only">New section: </span>
              {message.content}
            </span>
            <span className="h-px flex-1 bg-border" aria-hidden />
          </li>
        ) : (
          <li key={index} data-role={message.role} className={cn("flex", message.role === "user" ? "justify-end" : "justify-start")}>
            <div
              className={cn(
                "max-w-[85%] rounded-2xl px-4 py-3 sm:max-w-[75%]",
                message.role === "user" ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm border bg-card",
              )}
            >
              <p className={cn("text-xs font-medium", message.role === "user" ? "text-primary-foreground/90" : "text-primary")}>
                {message.role === "user" ? "You" : "Clara"}
                <span className="sr-only">:</span>
              </p>
              <p className="mt-1 whitespace-pre-line break-words">{message.content}</p>
            </div>
          </li>
        ),
      )}
    </ol>
  );
}
