import "./zod-setup";
import { z } from "zod";

// The bell (issue 16): marking some notifications read, or all of them.
export const markNotificationsReadSchema = z.strictObject({
  ids: z.array(z.string().min(1).max(64)).min(1).max(100).optional(),
});
