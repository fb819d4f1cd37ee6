"use client";

import { useEffect } from "react";
import { toast } from "@/lib/client/toast";

/** A toast once, when the page opens (spec part 2 §8: 'Authentication Required'). */
export function LoginNotice({ title, description }: { title: string; description: string }) {
  useEffect(() => {
    toast.error(title, { description, id: "login-notice" });
  }, [title, description]);
  return null;
}
