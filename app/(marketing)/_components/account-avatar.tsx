import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { initials } from "@/lib/domain/initials";

/** The first two letters of the e-mail, or GU for a guest (spec part 1 §2 "Landing page"). */
export function AccountAvatar({ email, className }: { email: string | null; className?: string }) {
  return (
    <Avatar className={className} aria-hidden>
      <AvatarFallback data-testid="account-initials" className="bg-primary text-primary-foreground">
        {initials(email, "GU")}
      </AvatarFallback>
    </Avatar>
  );
}
