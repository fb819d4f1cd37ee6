"use server";

import { permittedAction } from "@/lib/auth/safe-action";
import { reactivateUser, revealUserEmail, setAdminRole, suspendUser } from "@/lib/data/user-admin";
import { adminRoleSchema, suspensionSchema, userIdSchema } from "@/lib/validations/moderation";

// Issue 18: user changes by admins. The data layer checks the permission again and audits.

export const revealEmailAction = permittedAction("users:manage", userIdSchema, async ({ userId }, { actor }) => {
  const email = await revealUserEmail(actor, userId);
  return { email };
});

export const suspendUserAction = permittedAction("users:manage", suspensionSchema, async (input, { actor }) => {
  await suspendUser(actor, input);
  return { suspended: true };
});

export const reactivateUserAction = permittedAction("users:manage", suspensionSchema, async (input, { actor }) => {
  await reactivateUser(actor, input);
  return { suspended: false };
});

export const setAdminRoleAction = permittedAction("users:manage", adminRoleSchema, async (input, { actor }) => {
  await setAdminRole(actor, input);
  return { admin: input.grant };
});
