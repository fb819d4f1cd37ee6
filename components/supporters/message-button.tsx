import Link from "next/link";
import { MessageCircle } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";

/**
 * Message from a public profile: opens the supporters directory with the message dialog for
 * this supporter (`/supporters?message={userId}`), where the conversation is started.
 */
export function MessageButton({ userId, name, className }: { userId: string; name: string; className?: string }) {
  return (
    <Button asChild className={className}>
      <Link href={`/supporters?message=${encodeURIComponent(userId)}`} aria-label={`Message ${name}`}>
        <MessageCircle aria-hidden /> Message
      </Link>
    </Button>
  );
}
