import "./zod-setup";
import { z } from "zod";

// A browser's Web Push subscription (PushSubscription.toJSON()), as the Settings switch sends it.
const base64url = z
  .string()
  .min(16)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+=*$/);

export const pushEndpointSchema = z.url({ protocol: /^https$/ }).max(1000);

export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64url, auth: base64url }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.strictObject({ endpoint: pushEndpointSchema });
