"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { RotateCw } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { clearPendingStory, readPendingStory } from "@/lib/client/pending-story";
import { nextQuestion, progress, REQUIRED_QUESTION_IDS, transcript, type Answer, type Responses } from "@/lib/domain/assessment";
import { completeAssessmentAction } from "@/app/(app)/assessment/actions";
import { AnswerArea } from "./answer-area";
import { MessageList } from "./message-list";
import { ProgressHeader } from "./progress-header";
import { saveWithRetry } from "./save-answer";

export const PAUSE_MS = 500;
export const TYPING_MS = 1000;
const REQUIRED = new Set(REQUIRED_QUESTION_IDS);

type Pending = { questionId: string; answer: Answer; status: "saving" | "failed" };

export function AssessmentConversation({ initial }: { initial: { conversationId: string | null; responses: Responses } }) {
  const router = useRouter();
  const [conversationId, setConversationId] = useState(initial.conversationId);
  const [responses, setResponses] = useState<Responses>(initial.responses);
  const [pending, setPending] = useState<Pending | null>(null);
  // A fresh start shows the welcome, then Clara "types" the first question.
  const [phase, setPhase] = useState<"ready" | "pause" | "typing">(initial.conversationId ? "ready" : "pause");
  const [refusal, setRefusal] = useState<string | null>(null);
  const [completion, setCompletion] = useState<"idle" | "working" | "failed">("idle");
  const endRef = useRef<HTMLDivElement>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  const started = useRef(false);

  const question = nextQuestion(responses);
  const stats = progress(responses);
  const busy = Boolean(pending) || phase !== "ready";
  const messages = useMemo(() => {
    const all = transcript(responses);
    if (!busy) return all;
    // Until her answer is saved and Clara has "typed", the next question stays hidden.
    const lastAnswer = all.findLastIndex((m) => m.kind === "answer");
    return all.slice(0, lastAnswer >= 0 ? lastAnswer + 1 : 1);
  }, [responses, busy]);

  useEffect(() => {
    if (phase === "pause") {
      const timer = setTimeout(() => setPhase("typing"), PAUSE_MS);
      return () => clearTimeout(timer);
    }
    if (phase === "typing") {
      const timer = setTimeout(() => setPhase("ready"), TYPING_MS);
      return () => clearTimeout(timer);
    }
  }, [phase]);

  const save = useCallback(
    async (questionId: string, answer: Answer, id: string | null) => {
      setPending({ questionId, answer, status: "saving" });
      const outcome = await saveWithRetry({ conversationId: id, questionId, answer });
      if (outcome.status === "saved") {
        setConversationId(outcome.conversationId);
        setPending(null);
        if (questionId === "context_story") clearPendingStory();
        setPhase("pause");
      } else if (outcome.status === "refused") {
        setResponses((current) => {
          const { [questionId]: _dropped, ...rest } = current;
          return rest;
        });
        setPending(null);
        setRefusal(outcome.message);
        toast.error("Your answer wasn't saved", { description: outcome.message });
      } else {
        setPending({ questionId, answer, status: "failed" });
        toast.error("Your answer couldn't be saved", { description: "Please check your connection. Your answer is kept here. Press Try again." });
      }
    },
    [],
  );

  const answer = useCallback(
    (value: Answer) => {
      if (!question || busy) return;
      setRefusal(null);
      setResponses((current) => ({ ...current, [question.id]: value }));
      void save(question.id, value, conversationId);
    },
    [question, busy, save, conversationId],
  );

  // A story written on the landing page becomes her first answer (spec: the flow starts at question 2).
  useEffect(() => {
    if (started.current || initial.conversationId || Object.keys(initial.responses).length) return;
    started.current = true;
    const story = readPendingStory();
    if (story) {
      setResponses({ context_story: { kind: "text", text: story } });
      void save("context_story", { kind: "text", text: story }, null);
    }
  }, [initial, save]);

  const complete = useCallback(async () => {
    if (!conversationId) return;
    setCompletion("working");
    const result = await completeAssessmentAction({ conversationId }).catch(() => null);
    if (result?.ok) {
      if (result.data.roadmap === "pending") {
        toast("Analysis Complete", { description: "Your assessment is complete. We're preparing your roadmap now." });
      }
      router.push(result.data.redirectTo);
      return;
    }
    setCompletion("failed");
    toast.error("Error", { description: "There was an issue completing your assessment. Please try again." });
  }, [conversationId, router]);

  useEffect(() => {
    if (!question && !busy && conversationId && completion === "idle") void complete();
  }, [question, busy, conversationId, completion, complete]);

  useEffect(() => {
    endRef.current?.scrollIntoView({ behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth", block: "end" });
  }, [messages.length, phase, pending]);

  // Focus moves to the answer control when a question appears.
  useEffect(() => {
    if (!busy && question) answerRef.current?.querySelector<HTMLElement>("[data-answer-focus]")?.focus();
  }, [busy, question]);

  const pendingNote = pending ? (
    <p className="flex items-center justify-end gap-2 text-sm text-muted-foreground" role="status">
      {pending.status === "saving" ? (
        <>
          <Spinner /> Saving…
        </>
      ) : (
        <>
          <span className="font-medium text-destructive">Not saved yet.</span>
          <Button size="sm" variant="outline" onClick={() => void save(pending.questionId, pending.answer, conversationId)}>
            <RotateCw aria-hidden /> Try again
          </Button>
        </>
      )}
    </p>
  ) : null;

  return (
    <div className="flex flex-col gap-4">
      <ProgressHeader stage={stats.currentStage} percent={stats.progressPercentage} minutesLeft={stats.estimatedTimeRemaining} />
      <MessageList messages={messages} typing={phase === "typing"} requiredIds={REQUIRED} pendingNote={pendingNote} />
      <div ref={answerRef} className="rounded-xl border bg-card p-4">
        {question ? (
          busy ? (
            <p className="text-sm text-muted-foreground">Clara is listening…</p>
          ) : (
            <AnswerArea key={question.id} question={question} onAnswer={answer} error={refusal} />
          )
        ) : (
          <div className="flex flex-wrap items-center gap-3" role="status">
            {completion === "failed" ? (
              <>
                <p>We couldn&apos;t finish just now. Your answers are all saved.</p>
                <Button onClick={() => void complete()}>Try again</Button>
              </>
            ) : (
              <p className="flex items-center gap-2"><Spinner /> Thank you for trusting me with this. I&apos;m looking at your answers to prepare your personal roadmap…</p>
            )}
          </div>
        )}
      </div>
      <div ref={endRef} />
    </div>
  );
}
