import Link from "next/link";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/app/local-time";
import type { DashboardMessage } from "./view";

export function MessagesList({ messages }: { messages: DashboardMessage[] }) {
  if (!messages.length) {
    return (
      <div className="space-y-3">
        <p className="text-muted-foreground">No messages yet. When you talk with Clara or a supporter, the latest messages show here.</p>
        <Button asChild variant="outline">
          <Link href="/chat">Open messages</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <ul className="divide-y rounded-md border">
        {messages.map((message) => (
          <li key={message.id}>
            <Link href={`/chat?chatId=${encodeURIComponent(message.chatId)}`} className="block min-h-11 px-3 py-2 hover:bg-secondary/50">
              <span className="flex items-baseline justify-between gap-2 text-sm">
                <span className="truncate font-medium">{message.chatTitle}</span>
                <LocalTime iso={message.at} className="shrink-0 text-xs text-muted-foreground" />
              </span>
              <span className="line-clamp-1 text-sm text-muted-foreground">
                {message.fromMe ? "You: " : ""}
                {message.text}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Button asChild variant="outline">
        <Link href="/chat">All messages</Link>
      </Button>
    </div>
  );
}
