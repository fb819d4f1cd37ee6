import { Frame, Paragraph } from "./components/frame";
import { defineTemplate, type BaseProps } from "./define";
import type { ExportMailPlan } from "@/lib/domain/journal/export-mail";

// Issue 22, "Send to my safe address": her journal export goes to her confirmed safe address
// (Bright Sky's practice), so nothing needs to stay on a shared phone. The PDF and the ZIP of
// the originals are attached when they fit in an e-mail; what does not fit is a signed link
// that expires. The subject, the words and the file names are neutral: someone else may see
// her inbox.

type Props = BaseProps & { attached?: ExportMailPlan; downloadUrl?: string; expiresOn?: string };

const SAVE = "Save them somewhere only you can open. If you did not ask for this, you can ignore this e-mail.";

function Body({ attached = "both", expiresOn = "it expires" }: Props) {
  if (attached === "both")
    return (
      <>
        <Paragraph>You asked for a copy of your notes. It is attached: a PDF, and a ZIP file with the same PDF and the original files.</Paragraph>
        <Paragraph>{SAVE}</Paragraph>
      </>
    );
  if (attached === "pdf")
    return (
      <>
        <Paragraph>
          You asked for a copy of your notes. The PDF is attached. The original files were too large to send by e-mail: the link below downloads them as a ZIP
          file until {expiresOn}.
        </Paragraph>
        <Paragraph>{SAVE}</Paragraph>
      </>
    );
  return (
    <>
      <Paragraph>
        You asked for a copy of your notes. It was too large to send by e-mail: the link below downloads a ZIP file with a PDF and the original files until{" "}
        {expiresOn}.
      </Paragraph>
      <Paragraph>{SAVE}</Paragraph>
    </>
  );
}

export const journalExport = defineTemplate<Props>({
  id: "journal-export",
  group: "safety",
  category: "critical",
  name: "Your requested copy",
  description: "When she sends her journal export to her safe address (attached, or a link when too large).",
  subject: () => "Your requested copy",
  onlyToSafeAddress: true,
  defaults: { attached: "both", downloadUrl: "", expiresOn: "in 7 days" },
  Component: (props) => (
    <Frame
      preview="The copy you asked for."
      heading="Your copy"
      action={props.attached && props.attached !== "both" && props.downloadUrl ? { label: "Download your copy", url: props.downloadUrl } : undefined}
    >
      <Body {...props} />
    </Frame>
  ),
});
