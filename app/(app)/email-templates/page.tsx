import type { Metadata } from "next";
import { requirePermission } from "@/lib/auth/session";
import { EMAIL_TEMPLATES, TEMPLATE_GROUPS } from "@/emails/catalogue";
import previews from "@/lib/generated/email-previews.json";
import { TemplateTester, type TemplateCard } from "./template-tester";

export const metadata: Metadata = { title: "Email Templates" };

// The e-mail template tester (spec part 2 §2 "Email Templates", issue 16). Admin only: an
// account able to send test mail to any address would be an abuse channel. Previews are
// rendered with each template's default props when Haven is built, and each is loaded into a
// sandboxed frame only when opened.
export default async function EmailTemplatesPage() {
  await requirePermission("email:templates");
  const rendered = previews as Record<string, { subject: string; html: string }>;
  const cards: TemplateCard[] = EMAIL_TEMPLATES.map((template) => ({
    id: template.id,
    name: template.name,
    description: template.description,
    group: template.group,
    category: template.category,
    subject: rendered[template.id]?.subject ?? "",
  }));
  return <TemplateTester cards={cards} groups={TEMPLATE_GROUPS} />;
}
