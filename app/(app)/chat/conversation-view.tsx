"use client";

import { memo, useEffect, useRef, useState } from "react";
import { ArrowLeft, Flag, SendHorizontal, Trash2 } from "@/components/ui/icons";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button, buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { reportButtonLabel } from "@/components/reports/report-dialog";
import { cn } from "@/lib/utils";
import { initials } from "@/lib/domain/initials";
import {
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGE_TOO_LONG,
  CLARA_AI_LABEL,
  CLARA_EMPTY_LABEL,
  SUPPORTER_LEFT,
  conversationCrisisCategories,
  type ChatMessageView,
  type ChatSummary,
} from "@/lib/domain/chat";
import { CrisisPanel } from "./crisis-panel";
import { MessageContent } from "./message-content";
import { useEarlierMessages } from "./use-earlier-messages";
import { MessageActionDialogs, type MessageAction, type OpenMessageAction } from "./message-actions";
import { useDialogOpenedBy } from "@/lib/client/dialog-opened-by";
import { useToastClearance } from "@/lib/client/toast-clearance";
import { LocalTime } from "@/components/app/local-time";

interface Props {
  chat: ChatSummary;
  messages: ChatMessageView[];
  viewerId: string;
  loading: boolean;
  /** There are messages before the first one shown; she reads them by scrolling up (or the button). */
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier(beforeSeq: number): void;
  /** Clara's reply as it streams in. */
  draft: string | null;
  /** The other side is writing: Clara thinking, or the person / supporter typing. */
  otherTyping: boolean;
  sending: boolean;
  onSend(content: string): Promise<boolean>;
  onTyping(): void;
  onDeleteMessage(id: string): void;
  onBack(): void;
  /** Ask Clara again for her answer to the last message (her conversation with Clara only). */
  onAskClara?: () => void;
}

export function ConversationView({
  chat,
  messages,
  viewerId,
  loading,
  hasEarlier,
  loadingEarlier,
  onLoadEarlier,
  draft,
  otherTyping,
  sending,
  onSend,
  onTyping,
  onDeleteMessage,
  onBack,
  onAskClara,
}: Props) {
  // What she has not sent yet stays with its conversation while she looks at another one.
  const [text, setText] = useState(() => unsent.get(chat.id) ?? "");
  const tooLong = text.trim().length > CHAT_MESSAGE_MAX;
  const bottom = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const composer = useRef<HTMLTextAreaElement>(null);
  const composerForm = useRef<HTMLFormElement>(null);
  const actions = useDialogOpenedBy<MessageAction>();
  const isAi = chat.chatType === "ai_support";
  const crisis = conversationCrisisCategories(messages);
  const busy = sending || (isAi && otherTyping);
  const firstSeq = messages[0]?.seq;
  const last = messages.at(-1);
  const lastId = last?.id;
  // Her last words to Clara have no answer, and none is coming (the request for it failed, or
  // the page was closed before it came): she is told, and can ask again. Clara answers a message
  // once, however often she is asked (lib/data/clara-replies.ts).
  const unanswered = Boolean(onAskClara) && isAi && !loading && !busy && !draft && last?.senderType === "user" && last.senderId === viewerId;

  // A new message at the end (or Clara writing): show it. Earlier messages added above are not a reason to move.
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [lastId, draft, otherTyping, unanswered]);

  // Toasts ("Message sent!" as she arrives from the directory) sit above the message box.
  useToastClearance(composerForm, !chat.supporterLeft);

  const loadEarlier = useEarlierMessages({ scroller, sentinel: top, firstSeq, hasEarlier, loadingEarlier, onLoadEarlier });

  function edit(next: string) {
    setText(next);
    keepUnsent(chat.id, next);
  }

  async function submit() {
    const sent = text;
    const content = sent.trim();
    if (!content || busy || tooLong) return;
    // Only what was sent leaves the box: words she typed while it was sending stay.
    if (await onSend(content)) setText((current) => keepUnsent(chat.id, typedSince(current, sent)));
  }

  const placeholder = busy ? `${chat.name} is typing...` : isAi ? "Share whatever feels right to share..." : `Message ${chat.name}...`;

  return (
    <section aria-label={`Conversation with ${chat.name}`} className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-3 border-b px-3 py-2">
        <Button type="button" variant="ghost" size="icon" className="lg:hidden" onClick={onBack} aria-label="Back to conversations">
          <ArrowLeft aria-hidden />
        </Button>
        <Avatar className="size-10">
          {chat.avatarUrl ? <AvatarImage src={chat.avatarUrl} /> : null}
          <AvatarFallback>{initials(chat.name)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0">
          <h2 id={CONVERSATION_TITLE} tabIndex={-1} className="flex min-w-0 items-center gap-2 font-semibold">
            <span className="truncate">{chat.name}</span>
            {isAi && chat.side === "owner" ? <AiBadge /> : null}
          </h2>
          <p className="truncate text-sm text-muted-foreground">{chat.subtitle}</p>
        </div>
      </header>
      {crisis ? <CrisisPanel categories={crisis} forSupporter={chat.side === "supporter"} /> : null}
      {chat.side === "supporter" && chat.sharedSummary ? (
        <details className="border-b bg-secondary/50 px-4 py-2 text-sm">
          <summary className="min-h-8 cursor-pointer py-1 font-medium">{chat.name} shared a summary of her assessment</summary>
          <p className="pb-2 text-muted-foreground">{chat.sharedSummary}</p>
        </details>
      ) : null}
      {chat.supporterLeft ? null : (
        // Past a long conversation's Delete and Report buttons in one key press.
        <a
          href="#chat-message"
          className="sr-only focus:not-sr-only focus:m-2 focus:self-start focus:rounded-md focus:border focus:bg-background focus:px-3 focus:py-2 focus:text-sm"
          onClick={(event) => {
            event.preventDefault();
            composer.current?.focus();
          }}
        >
          Skip to the message box
        </a>
      )}

      {/* relative: the bubbles' screen-reader labels (sr-only, absolutely placed) stay inside the
          scroller; placed against the page, they made it taller than the window. */}
      <div ref={scroller} className="relative min-h-0 flex-1 overflow-y-auto px-3 py-4 [overflow-anchor:none]" aria-live="polite" aria-busy={loading}>
        {loading ? (
          <div className="flex h-full items-center justify-center">
            <Spinner label="Loading messages" iconClassName="size-6" />
          </div>
        ) : messages.length === 0 && !draft ? (
          <EmptyConversation chat={chat} />
        ) : (
          <>
            {hasEarlier ? (
              <div ref={top} className="mb-3 flex justify-center">
                <Button type="button" variant="outline" size="sm" onClick={loadEarlier} disabled={loadingEarlier}>
                  {loadingEarlier ? <Spinner label="Loading earlier messages" /> : null}
                  Show earlier messages
                </Button>
              </div>
            ) : null}
            <ol className="space-y-3">
              {messages.map((message) => (
                <MessageBubble key={message.id} message={message} mine={message.senderId === viewerId} name={chat.name} onAction={actions.openFor} />
              ))}
              {draft ? (
                // Hidden from screen readers: the stored reply that replaces it is read out, once.
                <li className="flex justify-start" aria-hidden>
                  <div className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-bl-sm bg-muted px-4 py-2 text-sm">
                    <MessageContent content={draft} author="clara" streaming />
                  </div>
                </li>
              ) : null}
            </ol>
          </>
        )}
        {otherTyping && !draft ? (
          <p className="mt-3 flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <span className="flex gap-1" aria-hidden>
              <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground" />
              <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground [animation-delay:150ms]" />
              <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground [animation-delay:300ms]" />
            </span>
            {chat.name} is typing...
          </p>
        ) : null}
        {unanswered ? (
          <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-muted-foreground" data-testid="clara-unanswered">
            <p>Clara couldn&apos;t answer just now. Your message is saved.</p>
            <Button type="button" variant="outline" size="sm" onClick={onAskClara}>
              Try again
            </Button>
          </div>
        ) : null}
        <div ref={bottom} />
      </div>

      {chat.supporterLeft ? (
        <p className="border-t bg-muted/50 p-4 text-sm text-muted-foreground" role="note">
          {SUPPORTER_LEFT}
        </p>
      ) : (
        <form
          ref={composerForm}
          className="flex flex-wrap items-end gap-2 border-t p-3"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <label htmlFor="chat-message" className="sr-only">
            Your message
          </label>
          <textarea
            ref={composer}
            id="chat-message"
            value={text}
            rows={1}
            placeholder={placeholder}
            aria-describedby={text.length > CHAT_MESSAGE_MAX - COUNT_FROM ? "chat-message-count" : undefined}
            aria-invalid={tooLong || undefined}
            onChange={(event) => {
              edit(event.target.value);
              onTyping();
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                void submit();
              }
            }}
            className="field-sizing-content max-h-[120px] min-h-11 flex-1 resize-none overflow-y-auto rounded-md border border-input bg-background px-3 py-2.5 text-base outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:max-h-[200px] md:text-sm"
          />
          <Button type="submit" size="icon" disabled={!text.trim() || busy || tooLong} aria-label="Send message">
            {sending ? <Spinner label="Sending" /> : <SendHorizontal aria-hidden />}
          </Button>
          {text.length > CHAT_MESSAGE_MAX - COUNT_FROM ? (
            <p id="chat-message-count" className={cn("w-full basis-full text-xs", tooLong ? "text-destructive" : "text-muted-foreground")} aria-live="polite">
              {text.trim().length.toLocaleString("en-US")}/{CHAT_MESSAGE_MAX.toLocaleString("en-US")}
              {tooLong ? ` · ${CHAT_MESSAGE_TOO_LONG}` : null}
            </p>
          ) : null}
        </form>
      )}
      <MessageActionDialogs {...actions} name={chat.name} onDelete={onDeleteMessage} fallbackFocus={() => composer.current} />
    </section>
  );
}

function EmptyConversation({ chat }: { chat: ChatSummary }) {
  if (chat.chatType === "ai_support") {
    return (
      <div className="mx-auto flex h-full max-w-sm flex-col items-center justify-center text-center">
        <p className="text-lg font-semibold">Hi, I&apos;m Clara</p>
        <p className="mt-1 text-sm font-medium">{CLARA_EMPTY_LABEL}</p>
        <p className="mt-1 text-muted-foreground">This is a safe, private space - just for you.</p>
        <p className="mt-3 font-medium">What&apos;s been happening?</p>
      </div>
    );
  }
  return (
    <div className="mx-auto flex h-full max-w-sm flex-col items-center justify-center text-center">
      <p className="text-lg font-semibold">Chat with {chat.name}</p>
      <p className="mt-1 text-muted-foreground">Feel free to share what&apos;s on your mind. This is a safe, confidential space.</p>
    </div>
  );
}

/** The open conversation's heading: where focus goes when a phone shows it in place of the list. */
export const CONVERSATION_TITLE = "chat-conversation-title";

/** A message's delete or report button: a ghost icon button, muted (`.message-action` in
 * app/globals.css) until pointed at or focused. */
const MESSAGE_ACTION = `${buttonVariants({ variant: "ghost", size: "icon" })} message-action`;

// Memoised: a new message, a typing notice or a keystroke in the composer draws only what changed,
// not every bubble of a long conversation.
const MessageBubble = memo(function MessageBubble({
  message,
  mine,
  name,
  onAction,
}: {
  message: ChatMessageView;
  mine: boolean;
  name: string;
  onAction: OpenMessageAction;
}) {
  const who = mine ? "You" : message.senderType === "ai" ? "Clara" : name;
  return (
    <li data-seq={message.seq} className={cn("group flex items-end gap-1", mine ? "justify-end" : "justify-start")}>
      {mine ? (
        <button
          type="button"
          className={MESSAGE_ACTION}
          aria-label="Delete message"
          aria-haspopup="dialog"
          onClick={(event) => onAction({ kind: "delete", messageId: message.id }, event.currentTarget)}
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      ) : null}
      <div className={mine ? "bubble bubble-mine" : "bubble bubble-theirs"}>
        <span className="sr-only">{who}: </span>
        <p className="whitespace-pre-wrap break-words" data-testid="message-text">
          <MessageContent
            content={message.content}
            author={message.senderType === "ai" ? "clara" : message.senderType === "supporter" ? "supporter" : "person"}
          />
        </p>
        <LocalTime
          iso={message.createdAt}
          style="time"
          className={cn("mt-1 block text-right text-xs", mine ? "text-primary-foreground/80" : "text-muted-foreground")}
        />
      </div>
      {!mine && message.senderType !== "ai" && message.senderId ? (
        <button
          type="button"
          className={MESSAGE_ACTION}
          aria-label={reportButtonLabel("message", `message from ${name}`)}
          aria-haspopup="dialog"
          onClick={(event) => onAction({ kind: "report", messageId: message.id }, event.currentTarget)}
        >
          <Flag className="size-4" aria-hidden />
        </button>
      ) : null}
    </li>
  );
});

/** Says, wherever Clara's name is, that she is an AI (ARCHITECTURE §6). */
function AiBadge() {
  return (
    <span className="inline-flex shrink-0 items-center rounded-full border border-primary/30 bg-primary/10 px-2 py-0.5 text-xs font-medium text-foreground">
      {CLARA_AI_LABEL}
    </span>
  );
}

/** The counter shows in the last 500 characters before the limit. */
const COUNT_FROM = 500;

/** Her unsent words, per conversation, for this page's life only (never stored in the browser). */
const unsent = new Map<string, string>();

/** Records (or, when empty, forgets) a conversation's unsent words; returns them. */
function keepUnsent(chatId: string, value: string): string {
  if (value) unsent.set(chatId, value);
  else unsent.delete(chatId);
  return value;
}

/** The box after a send: what she typed after the sent words (all of it, if she changed them). */
function typedSince(current: string, sent: string): string {
  return current.startsWith(sent) ? current.slice(sent.length).replace(/^\s+/, "") : current;
}
