import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/session";

// The landing page's way into the assessment (spec part 1 §2). A story she wrote there stays
// in this browser and is picked up by the assessment itself.
export default async function AssessmentChatPage() {
  await requireUser();
  redirect("/assessment");
}
