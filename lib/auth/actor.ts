import { can, type Permission } from "@/lib/auth/permissions";
import type { RoleName } from "@/lib/domain/auth/roles";
import { AppError } from "@/lib/domain/app-error";

/** The acting, signed-in person. Every data function takes one (ARCHITECTURE.md §4.2). */
export interface Actor {
  userId: string;
  roles: RoleName[];
}

export function assertPermission(actor: Actor | null | undefined, permission: Permission): asserts actor is Actor {
  if (!actor || !can(actor.roles, permission)) throw new AppError("forbidden");
}
