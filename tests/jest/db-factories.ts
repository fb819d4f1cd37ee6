// Helpers for integration tests: create users with unique e-mails and remove them afterwards.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";

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
    track(id: string) {
      ids.add(id);
    },
    async cleanup() {
      if (ids.size) await db.user.deleteMany({ where: { id: { in: [...ids] } } });
      ids.clear();
    },
  };
}
