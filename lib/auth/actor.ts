import { can, type Permission } from "@/lib/auth/permissions";
import type { RoleName } from "@/lib/domain/auth/roles";

/** The acting, signed-in person. Every data function takes one (ARCHITECTURE.md §4.2). */
export interface Actor {
  userId: string;
  roles: RoleName[];
}

export class ForbiddenError extends Error {
  constructor(message = "You do not have access to this.") {
    super(message);
    this.name = "ForbiddenError";
  }
}

export function assertPermission(actor: Actor | null | undefined, permission: Permission): asserts actor is Actor {
  if (!actor || !can(actor.roles, permission)) throw new ForbiddenError();
}
