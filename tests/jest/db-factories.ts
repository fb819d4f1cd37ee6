// Helpers for integration tests: create users with unique e-mails and remove them afterwards.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { createSignUpRecords, type SignUpRecords } from "@/lib/data/accounts";
import type { Actor } from "@/lib/auth/actor";
import type { RoleName } from "@/lib/domain/auth/roles";

const ROLES_OF: Record<SignUpRecords["kind"], RoleName[]> = {
  support_taker: ["support_taker"],
  professional: ["professional_supporter"],
  local: ["local_supporter"],
};

export function uniqueEmail(tag = "it") {
  return `${tag}-${randomUUID()}@test.haven.local`;
}

/** Tracks the users a test file creates so afterAll can remove them (and, by cascade, their rows). */
export function userTracker() {
  const ids = new Set<string>();
  return {
    async create(tag = "it", name = "") {
      const id = randomUUID();
      const email = uniqueEmail(tag);
      await db.user.create({ data: { id, email, name } });
      ids.add(id);
      return { id, email };
    },
    /** A user with Haven's sign-up rows, as the acting user data functions take. */
    async actor(tag: string, records: SignUpRecords): Promise<Actor> {
      const { id } = await this.create(tag);
      await createSignUpRecords(id, records);
      return { userId: id, roles: ROLES_OF[records.kind] };
    },
    track(id: string) {
      ids.add(id);
    },
    async cleanup() {
      if (ids.size) await db.user.deleteMany({ where: { id: { in: [...ids] } } });
      ids.clear();
    },
  };
}
