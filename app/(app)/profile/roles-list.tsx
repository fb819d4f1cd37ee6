import { Badge } from "@/components/ui/badge";
import type { RoleName } from "@/lib/domain/auth/roles";

/** Spec part 2 "Profile": role names with underscores shown as spaces. */
export function roleLabel(role: RoleName) {
  return role.replace(/_/g, " ");
}

const ROLE_PERMISSIONS: Record<RoleName, string> = {
  support_taker: "Take the assessment, follow your roadmap, talk privately with supporters and use the emergency features.",
  professional_supporter: "Help people remotely through private chat once your application is verified.",
  local_supporter: "Offer in-person help, safety escorts and emergency response near you.",
  admin: "Review supporter applications and look after Haven.",
};

export function RolesList({ primaryRole, roles }: { primaryRole: RoleName; roles: RoleName[] }) {
  const additional = roles.filter((r) => r !== primaryRole);
  return (
    <dl className="space-y-4">
      <div>
        <dt className="text-sm text-muted-foreground">Primary role</dt>
        <dd className="mt-1 space-y-1">
          <Badge className="capitalize">{roleLabel(primaryRole)}</Badge>
          <p className="text-sm">{ROLE_PERMISSIONS[primaryRole]}</p>
        </dd>
      </div>
      <div>
        <dt className="text-sm text-muted-foreground">Additional roles</dt>
        {additional.length ? (
          additional.map((role) => (
            <dd key={role} className="mt-1 space-y-1">
              <Badge variant="secondary" className="capitalize">
                {roleLabel(role)}
              </Badge>
              <p className="text-sm">{ROLE_PERMISSIONS[role]}</p>
            </dd>
          ))
        ) : (
          <dd className="mt-1 text-sm">None</dd>
        )}
      </div>
    </dl>
  );
}
