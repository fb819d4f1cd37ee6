import "./zod-setup";
import { z } from "zod";

export const TERMS_AGREE_REQUIRED = "Please tick the box to agree to the new terms, or sign out.";

export const TERMS_CHANGED = "The terms changed while this page was open. Please read the new version.";

const checkbox = z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean());

/** Agreeing to the terms shown (the version she read), then going back where she was. */
export const acceptTermsSchema = z.object({
  version: z.string().trim().min(1).max(20),
  agreed: checkbox.refine((value) => value, { message: TERMS_AGREE_REQUIRED }),
  next: z.string().max(512).default(""),
});
