"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { cn } from "@/lib/utils";
import { clearPendingStory, readPendingStory } from "@/lib/client/pending-story";
import { writeAnswerDraft } from "@/lib/client/answer-draft";
import {
  newAnswerNotice,
  nextQuestion,
  progress,
  questionById,
  REQUIRED_QUESTION_IDS,
  transcript,
  type Answer,
  type Responses,
  type SafetyNotice,
} from "@/lib/domain/assessment";
import { acknowledgeSafetyAction, completeAssessmentAction, loadAssessmentAction, loadOpenAssessmentAction } from "./actions";
import { AnswerArea } from "./answer-area";
import { CompletionStatus, PendingNote, StaleNotice, type Stale } from "./conversation-notes";
import { MessageList } from "./message-list";
import { ProgressHeader } from "./progress-header";
import { SafetyMessage } from "./safety-message";
import { saveWithRetry } from "./save-answer";
import { newWriteId } from "@/lib/client/write-id";

export const PAUSE_MS = 500;
export const TYPING_MS = 1000;
const REQUIRED = new Set(REQUIRED_QUESTION_IDS);
/** One "couldn't be saved" toast at a time, gone as soon as the answer is sent again. */
const SAVE_FAILED_TOAST = "assessment-save-failed";

/** One answer on its way to the server, with her answers from before it (restored if refused). */
type Pending = { questionId: string; answer: Answer; before: Responses; status: "saving" | "failed" };

export interface ConversationStart {
  conversationId: string | null;
  responses: Responses;
  revision: number;
  safetyNotice: SafetyNotice | null;
}

export function AssessmentConversation({ initial }: { initial: ConversationStart }) {
  const router = useRouter();
  const [conversationId, setConversationId] = useState(initial.conversationId);
  const [revision, setRevision] = useState(initial.revision);
  const [responses, setResponses] = useState<Responses>(initial.responses);
  const [safetyNotice, setSafetyNotice] = useState(initial.safetyNotice);
  const [editing, setEditing] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  // A fresh start shows the welcome, then Clara "types" the first question.
  const [phase, setPhase] = useState<"ready" | "pause" | "typing">(initial.conversationId ? "ready" : "pause");
  const [refusal, setRefusal] = useState<string | null>(null);
  const [completion, setCompletion] = useState<"idle" | "working" | "failed" | "finished_elsewhere">("idle");
  const [stale, setStale] = useState<Stale | null>(null);
  /** Her answer another tab's save kept out, back in its box (`restored` counts, to refill the box). */
  const [unsaved, setUnsaved] = useState<Unsaved | null>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  const started = useRef(false);
  const retryRef = useRef(() => {});
  // A failure toast waiting for "Try again" leaves with the conversation.
  useEffect(() => () => toast.dismiss(SAVE_FAILED_TOAST), []);

  const question = nextQuestion(responses);
  const editQuestion = editing ? (questionById(editing) ?? null) : null;
  const stats = progress(responses);
  const busy = Boolean(pending) || phase !== "ready";
  // The safety message comes once her answer is saved (or could not be), before anything else.
  const showSafety = Boolean(safetyNotice) && pending?.status !== "saving" && !editQuestion;
  const messages = useMemo(() => {
    const all = transcript(responses);
    if (!busy && !safetyNotice && !editing) return all;
    // Until her answer is saved, Clara has "typed" and any safety message is answered, the next
    // question stays hidden; while she changes an earlier answer, so does the open one.
    const lastAnswer = all.findLastIndex((m) => m.kind === "answer");
    return all.slice(0, lastAnswer >= 0 ? lastAnswer + 1 : 1);
  }, [responses, busy, safetyNotice, editing]);

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

  /** The id of the write that starts this assessment, made with her first answer. */
  const startId = useRef<string | null>(null);

  /**
   * Another tab or window saved first: load what is stored now and say so. Her answer that was
   * refused (`mine`) goes back in its box, the open question's or, where the other tab answered
   * it, as a change to that answer: nothing she wrote is lost.
   */
  const reloadLatest = useCallback(async (id: string | null, mine: Unsaved | null) => {
    // No id: her start was refused, as one was started in another tab or window; that one is hers.
    const result = await (id ? loadAssessmentAction({ conversationId: id }) : loadOpenAssessmentAction({})).catch(() => null);
    if (!result?.ok) {
      window.location.reload();
      return;
    }
    const state = result.data;
    const back = mine && !state.completed ? keptAnswer(mine, state.responses) : null;
    setConversationId(state.conversationId);
    setPending(null);
    setEditing(mine && back?.asChange ? mine.questionId : null);
    setUnsaved((prev) => (mine && back ? { ...mine, restored: (prev?.restored ?? 0) + 1 } : null));
    setRefusal(null);
    setResponses(state.responses);
    setRevision(state.revision);
    setSafetyNotice(state.safetyNotice);
    setPhase("ready");
    if (state.completed) setCompletion("finished_elsewhere");
    setStale(state.completed ? "finished" : back ? "updated-kept" : "updated");
  }, []);

  const save = useCallback(
    async (questionId: string, answer: Answer, before: Responses, id: string | null, rev: number | null, change: boolean) => {
      setPending({ questionId, answer, before, status: "saving" });
      toast.dismiss(SAVE_FAILED_TOAST);
      // Her first answer starts the assessment: sent twice, it starts one (issue 15).
      if (!id) startId.current ??= newWriteId();
      const outcome = await saveWithRetry({ conversationId: id, revision: rev, questionId, answer, ...(id ? {} : { clientId: startId.current! }) });
      if (outcome.status === "saved") {
        setConversationId(outcome.conversationId);
        setRevision(outcome.revision);
        setResponses(outcome.responses);
        setSafetyNotice(outcome.safetyNotice);
        setPending(null);
        setStale(null);
        setUnsaved(null);
        writeAnswerDraft(questionId, "");
        if (questionId === "context_story") clearPendingStory();
        // Haven answers danger at once; a changed answer goes straight back to where she was.
        setPhase(outcome.safetyNotice || change ? "ready" : "pause");
      } else if (outcome.status === "conflict") {
        await reloadLatest(id, { questionId, answer, restored: 0 });
      } else if (outcome.status === "refused") {
        setResponses(before);
        setPending(null);
        setRefusal(outcome.message);
        toast.error("Your answer wasn't saved", { description: outcome.message });
      } else {
        setPending({ questionId, answer, before, status: "failed" });
        // Not saved yet, but what she told us still gets the lines at once.
        const local = newAnswerNotice(before, { ...before, [questionId]: answer });
        if (local) setSafetyNotice(local);
        // On a phone the toast sits over the note's own "Try again", so it carries the same action.
        toast.error("Your answer couldn't be saved", {
          id: SAVE_FAILED_TOAST,
          description: "Please check your connection. Your answer is kept here. Press Try again.",
          duration: Infinity,
          action: { label: "Try again", onClick: () => retryRef.current() },
        });
      }
    },
    [reloadLatest],
  );

  // "Try again", in the note under her answer and in the toast: her unsaved answer, sent again.
  const retry = useCallback(() => {
    if (pending?.status === "failed") void save(pending.questionId, pending.answer, pending.before, conversationId, conversationId ? revision : null, false);
  }, [pending, save, conversationId, revision]);
  useEffect(() => {
    retryRef.current = retry;
  }, [retry]);

  const answer = useCallback(
    (value: Answer) => {
      const target = editQuestion ?? question;
      if (!target || busy) return;
      setRefusal(null);
      setEditing(null);
      setResponses({ ...responses, [target.id]: value });
      void save(target.id, value, responses, conversationId, conversationId ? revision : null, Boolean(editQuestion));
    },
    [editQuestion, question, busy, save, responses, conversationId, revision],
  );

  // A story written on the landing page becomes her first answer (spec: the flow starts at question 2).
  useEffect(() => {
    if (started.current || initial.conversationId || Object.keys(initial.responses).length) return;
    started.current = true;
    const story = readPendingStory();
    if (story) {
      const first: Answer = { kind: "text", text: story };
      // eslint-disable-next-line react-hooks/set-state-in-effect -- her story lives in this browser's storage, read after hydration
      setResponses({ context_story: first });
      void save("context_story", first, {}, null, null, false);
    }
  }, [initial, save]);

  /**
   * She answered the safety message: shown once (recorded on the server), her answers kept.
   * "I need help now" leaves the message on screen while the emergency page opens.
   */
  const acknowledge = useCallback(
    (leaving: boolean) => {
      if (!safetyNotice) return;
      if (conversationId) void acknowledgeSafetyAction({ conversationId, triggers: safetyNotice.triggers }).catch(() => null);
      if (!leaving) setSafetyNotice(null);
    },
    [safetyNotice, conversationId],
  );

  const complete = useCallback(async () => {
    if (!conversationId) return;
    setCompletion("working");
    const result = await completeAssessmentAction({ conversationId, revision }).catch(() => null);
    if (result?.ok) {
      if (result.data.roadmap === "pending") {
        toast("Analysis Complete", { description: "Your assessment is complete. We're preparing your roadmap now." });
      }
      router.push(result.data.redirectTo);
      return;
    }
    if (result?.code === "conflict") {
      setCompletion("idle");
      await reloadLatest(conversationId, null);
      return;
    }
    setCompletion("failed");
    toast.error("Error", { description: "There was an issue completing your assessment. Please try again." });
  }, [conversationId, revision, router, reloadLatest]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- completing starts once the last answer is in; complete() sets its own progress state
    if (!question && !busy && !safetyNotice && conversationId && completion === "idle") void complete();
  }, [question, busy, safetyNotice, conversationId, completion, complete]);

  // The page brings her open question into view itself (below). On a reload the browser would put
  // back the old scroll position, sometimes after that, leaving her choices under a phone's tab bar.
  useEffect(() => {
    const previous = history.scrollRestoration;
    history.scrollRestoration = "manual";
    return () => {
      history.scrollRestoration = previous;
    };
  }, []);

  useEffect(() => {
    if (showSafety) return; // the safety message brings itself into view
    endRef.current?.scrollIntoView({ behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth", block: "end" });
  }, [messages.length, phase, pending, showSafety, editing]);

  // Focus moves to the answer control when a question appears, or when she starts changing one.
  useEffect(() => {
    if (!(editing || (!busy && question && !safetyNotice))) return;
    const control = answerRef.current?.querySelector<HTMLElement>("[data-answer-focus]");
    control?.focus();
    // Changing a written answer: the caret goes after what she wrote, ready to add to it.
    if (control instanceof HTMLTextAreaElement) control.setSelectionRange(control.value.length, control.value.length);
  }, [busy, question, editing, safetyNotice]);

  // Before she finishes, any answer can be changed (not while one is saving).
  const canChange = Boolean(question) && !busy && completion === "idle";

  return (
    <div className="flex flex-col gap-4">
      <ProgressHeader stage={stats.currentStage} percent={stats.progressPercentage} minutesLeft={stats.estimatedTimeRemaining} />
      <MessageList
        messages={messages}
        typing={phase === "typing"}
        requiredIds={REQUIRED}
        editing={editing}
        onChangeAnswer={
          canChange
            ? (id) => {
                setRefusal(null);
                setEditing(id);
              }
            : undefined
        }
        pendingNote={pending ? <PendingNote status={pending.status} onRetry={retry} /> : null}
      />
      {stale ? <StaleNotice stale={stale} conversationId={conversationId} /> : null}
      {showSafety && safetyNotice ? (
        <SafetyMessage
          notice={safetyNotice}
          onContinue={() => {
            acknowledge(false);
            if (!pending) setPhase("pause");
          }}
          onNeedHelp={() => acknowledge(true)}
        />
      ) : (
        <div
          ref={answerRef}
          className={cn("rounded-xl border bg-card p-4", editQuestion && "border-primary/60 ring-1 ring-primary/30")}
          data-testid="answer-area"
        >
          {editQuestion ? (
            <AnswerArea
              key={`edit:${editQuestion.id}:${unsaved?.restored ?? 0}`}
              question={editQuestion}
              initial={unsaved?.questionId === editQuestion.id ? unsaved.answer : responses[editQuestion.id]}
              onAnswer={answer}
              error={refusal}
              onCancel={() => {
                setEditing(null);
                setUnsaved(null);
              }}
            />
          ) : question ? (
            busy ? (
              <p className="text-sm text-muted-foreground">Clara is listening…</p>
            ) : (
              <AnswerArea
                key={`${question.id}:${unsaved?.restored ?? 0}`}
                question={question}
                initial={unsaved?.questionId === question.id ? unsaved.answer : undefined}
                onAnswer={answer}
                error={refusal}
              />
            )
          ) : (
            <CompletionStatus state={completion} onRetry={() => void complete()} />
          )}
        </div>
      )}
      <div ref={endRef} />
    </div>
  );
}

interface Unsaved {
  questionId: string;
  answer: Answer;
  restored: number;
}

/**
 * Where her refused answer goes back: the open question's box, or a change to the answer the
 * other tab gave. Only words she wrote are kept (a choice is one press to give again); null too
 * when the question no longer applies.
 */
function keptAnswer(mine: Unsaved, latest: Responses): { asChange: boolean } | null {
  const written = mine.answer.kind === "text" || (mine.answer.kind === "choices" && Boolean(mine.answer.other?.trim()));
  if (!written) return null;
  if (nextQuestion(latest)?.id === mine.questionId) return { asChange: false };
  return latest[mine.questionId] !== undefined ? { asChange: true } : null;
}
