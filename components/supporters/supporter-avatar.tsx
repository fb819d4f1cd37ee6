import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { cn, initials } from "@/lib/utils";

/**
 * A supporter's picture, or the first two letters of her name (spec part 2 §9). Only
 * pictures Haven serves itself are shown: an address elsewhere would be a third-party
 * request from the page (ARCHITECTURE.md §7).
 */
export function SupporterAvatar({ name, avatarUrl, className }: { name: string; avatarUrl: string | null; className?: string }) {
  const src = avatarUrl && avatarUrl.startsWith("/") && !avatarUrl.startsWith("//") ? avatarUrl : null;
  return (
    <Avatar className={cn("size-12", className)} aria-hidden>
      {src ? <AvatarImage src={src} alt="" /> : null}
      <AvatarFallback className="bg-primary/10 font-semibold text-primary">{initials(name)}</AvatarFallback>
    </Avatar>
  );
}
