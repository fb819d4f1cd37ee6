import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { cn } from "@/lib/utils";
import { initials } from "@/lib/domain/initials";

/** A supporter's picture, or her initials when she has none (or it cannot be loaded). */
export function SupporterAvatar({ name, avatarUrl, className }: { name: string; avatarUrl: string | null; className?: string }) {
  return (
    <Avatar className={cn("size-12", className)}>
      {avatarUrl ? <AvatarImage src={avatarUrl} /> : null}
      <AvatarFallback className="font-semibold">{initials(name)}</AvatarFallback>
    </Avatar>
  );
}
