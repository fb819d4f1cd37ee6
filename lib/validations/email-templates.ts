import "./zod-setup";
import { z } from "zod";
import { isPlainLine } from "./fields";

// The template tester (issue 16): which template, to which address.
export const EMAIL_REQUIRED = "Email required";
export const EMAIL_REQUIRED_DETAIL = "Please enter an email address to send the test.";

export const sendTestEmailSchema = z.object({
  templateId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9-]+$/),
  to: z
    .string()
    .trim()
    .min(1, EMAIL_REQUIRED)
    .max(254)
    .pipe(z.email("Please enter a valid email address."))
    .refine(isPlainLine, "Please enter a valid email address."),
});
