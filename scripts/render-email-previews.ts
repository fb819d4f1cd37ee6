// Renders every e-mail template with its default props into lib/generated/email-previews.json,
// for the template tester's Preview (issue 16). React forbids rendering to HTML inside the
// app's server-component layer, so previews are rendered here, in plain Node: on install
// (postinstall) and before every build. The worker renders real e-mails the same way.
import fs from "node:fs";
import path from "node:path";
import { EMAIL_TEMPLATES } from "@/emails/catalogue";
import { renderEmail } from "@/emails/render";

async function main() {
  const previews: Record<string, { subject: string; html: string }> = {};
  for (const template of EMAIL_TEMPLATES) {
    const { subject, html } = await renderEmail(template.id, {
      appUrl: "https://haven.example",
      unsubscribeUrl: template.category === "critical" ? null : "https://haven.example/unsubscribe?u=example",
    });
    previews[template.id] = { subject, html };
  }
  const file = path.join(__dirname, "..", "lib", "generated", "email-previews.json");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(previews));
  console.log(`[emails] ${Object.keys(previews).length} previews rendered`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
