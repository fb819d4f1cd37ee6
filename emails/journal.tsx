import { Frame, Paragraph } from "./components/frame";
import { defineTemplate, link, type BaseProps } from "./define";

// Issue 22, "Send to my safe address": a copy of her journal export goes to her confirmed safe
// address (Bright Sky's practice), so nothing needs to stay on a shared phone. The subject and
// the words are neutral: someone else may see her inbox. The link is signed and expires.

export const journalExport = defineTemplate<BaseProps & { downloadUrl?: string; expiresOn?: string }>({
  id: "journal-export",
  group: "safety",
  category: "critical",
  name: "Your requested copy",
  description: "When she sends her journal export to her safe address.",
  subject: () => "Your requested copy",
  defaults: { downloadUrl: "", expiresOn: "in 7 days" },
  Component: (props) => (
    <Frame
      preview="The copy you asked for is ready to download."
      heading="Your copy is ready"
      action={{ label: "Download your copy", url: props.downloadUrl || link(props, "/journal/export") }}
    >
      <Paragraph>
        You asked for a copy of your notes. The link below downloads a ZIP file with a PDF and the original files. Save it somewhere only you can open.
      </Paragraph>
      <Paragraph>The link works until {props.expiresOn ?? "it expires"}. If you did not ask for this, you can ignore this e-mail.</Paragraph>
    </Frame>
  ),
});
