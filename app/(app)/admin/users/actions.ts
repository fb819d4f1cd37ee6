"use server";

import { ActionError, roleAction } from "@/lib/auth/safe-action";
import { reactivateUser, revealUserEmail, setAdminRole, suspendUser, UserAdminError } from "@/lib/data/user-admin";
import { adminRoleSchema, suspensionSchema, userIdSchema } from "@/lib/validations/moderation";

// Issue 18: user changes by admins. The data layer checks the permission again and audits.

function expected(error: unknown): never {
  if (error instanceof UserAdminError) throw new ActionError(error.message, undefined, error.code);
  throw error;
}

export const revealEmailAction = roleAction("users:manage", userIdSchema, async ({ userId }, { actor }) => {
  const email = await revealUserEmail(actor, userId).catch(expected);
  return { email };
});

export const suspendUserAction = roleAction("users:manage", suspensionSchema, async (input, { actor }) => {
  await suspendUser(actor, input).catch(expected);
  return { suspended: true };
});

export const reactivateUserAction = roleAction("users:manage", suspensionSchema, async (input, { actor }) => {
  await reactivateUser(actor, input).catch(expected);
  return { suspended: false };
});

export const setAdminRoleAction = roleAction("users:manage", adminRoleSchema, async (input, { actor }) => {
  await setAdminRole(actor, input).catch(expected);
  return { admin: input.grant };
});
