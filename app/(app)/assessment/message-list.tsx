import { Pencil } from "@/components/ui/icons";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { questionById, type TranscriptMessage } from "@/lib/domain/assessment";

/**
 * The conversation so far. role="log" announces each new message politely to screen readers.
 * Before she finishes, each of her answers has "Change" beside it (onChangeAnswer).
 */
export function MessageList({
  messages,
  typing,
  requiredIds,
  pendingNote,
  onChangeAnswer,
  editing,
}: {
  messages: TranscriptMessage[];
  typing: boolean;
  requiredIds: Set<string>;
  pendingNote?: React.ReactNode;
  onChangeAnswer?: (questionId: string) => void;
  editing?: string | null;
}) {
  return (
    <div role="log" aria-live="polite" aria-relevant="additions" aria-label="Assessment conversation" className="space-y-3">
      {messages.map((message, index) =>
        message.kind === "stage" ? (
          <p key={index} className="flex items-center gap-3 pt-2 text-sm font-medium text-primary">
            <span className="h-px flex-1 bg-border" aria-hidden />
            {message.content}
            <span className="h-px flex-1 bg-border" aria-hidden />
          </p>
        ) : (
          <div key={index} className={cn("flex items-end gap-1", message.role === "user" ? "justify-end" : "justify-start")}>
            {message.kind === "answer" && message.questionId && onChangeAnswer ? (
              <Button
                type="button"
                variant="ghost"
                className="shrink-0 px-2 text-muted-foreground has-[>svg]:px-2"
                aria-label={`Change your answer to: ${questionById(message.questionId)?.prompt ?? "this question"}`}
                onClick={() => onChangeAnswer(message.questionId!)}
              >
                <Pencil aria-hidden /> Change
              </Button>
            ) : null}
            <p
              className={cn(
                "max-w-[85%] whitespace-pre-line rounded-2xl px-4 py-3",
                message.role === "user" ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm border bg-card",
                editing && message.kind === "answer" && message.questionId === editing && "ring-2 ring-ring ring-offset-2",
              )}
            >
              <span className="sr-only">{message.role === "user" ? "You: " : "Clara: "}</span>
              {message.content}
              {message.kind === "question" && message.questionId && requiredIds.has(message.questionId) ? (
                <>
                  <span aria-hidden className="ml-1 text-destructive">
                    *
                  </span>
                  <span className="sr-only"> (required)</span>
                </>
              ) : null}
            </p>
          </div>
        ),
      )}
      {pendingNote}
      {typing ? (
        <div className="flex justify-start" aria-label="Clara is typing">
          <span className="inline-flex gap-1 rounded-2xl rounded-bl-sm border bg-card px-4 py-4" aria-hidden>
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                className="size-2 animate-bounce rounded-full bg-muted-foreground motion-reduce:animate-none"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </span>
          <span className="sr-only">Clara is typing…</span>
        </div>
      ) : null}
    </div>
  );
}
