import { can, type Permission } from "@/lib/auth/permissions";
import type { RoleName } from "@/lib/domain/auth/roles";
import type { ErrorCode } from "@/lib/domain/error-codes";

/** The acting, signed-in person. Every data function takes one (ARCHITECTURE.md §4.2). */
export interface Actor {
  userId: string;
  roles: RoleName[];
}

/** A refusal by the data layer; `code` when it is not a plain "forbidden" (a rate limit, say). */
export class ForbiddenError extends Error {
  constructor(message = "You do not have access to this.", public code?: ErrorCode) {
    super(message);
    this.name = "ForbiddenError";
  }
}

export function assertPermission(actor: Actor | null | undefined, permission: Permission): asserts actor is Actor {
  if (!actor || !can(actor.roles, permission)) throw new ForbiddenError();
}
