import "server-only";
import { zipSync, type Zippable } from "fflate";
import { canonicalContent, linkPreimage, safeJournalFileName } from "@/lib/domain/journal";
import type { ExportData } from "./journal-export-types";

// The ZIP beside the PDF (issue 22): every original file, byte for byte, the exact JSON each
// version's hash was taken over, the chain records, and the PDF itself. fflate, in memory.

const README = `Incident journal exported from Haven

journal.pdf        the journal, with a page on how to check it
files/             the original files, byte for byte as they were added
entries/           the exact JSON each version's SHA-256 was taken over
chain.txt          each chain record: the lines hashed and the resulting SHA-256

Check a file:   sha256sum <file>   (macOS: shasum -a 256 <file>, Windows: certutil -hashfile <file> SHA256)
and compare it with the hash printed in journal.pdf.
`;

export function buildJournalZip(data: ExportData, pdf: Uint8Array): Uint8Array {
  const encoder = new TextEncoder();
  // Pictures and recordings are already compressed: stored, not deflated again.
  const zip: Zippable = { "README.txt": encoder.encode(README), "journal.pdf": [pdf, { level: 0 }] };
  const usedNames = new Set<string>();
  const seenFiles = new Set<string>();
  const chain: string[] = [];
  for (const entry of data.entries) {
    for (const version of entry.versions) {
      zip[`entries/entry-${entry.number}-v${version.version}.json`] = encoder.encode(canonicalContent(entry.id, version.version, version.content));
      if (version.link) {
        const lines = linkPreimage({
          seq: version.link.seq,
          kind: "write",
          entryId: entry.id,
          version: version.version,
          writtenAt: version.link.writtenAt,
          contentHash: version.link.contentHash,
          prevHash: version.link.prevHash,
        });
        chain.push(`# record ${version.link.seq} (entry ${entry.number}, version ${version.version})\n${lines}\n= ${version.link.hash}\n`);
      }
      for (const file of version.content.files) {
        const bytes = data.files.get(file.id);
        if (!bytes || seenFiles.has(file.id)) continue;
        seenFiles.add(file.id);
        let name = `files/entry-${entry.number}-${safeJournalFileName(file.name)}`;
        if (usedNames.has(name)) name = `files/entry-${entry.number}-${file.id.slice(0, 8)}-${safeJournalFileName(file.name)}`;
        usedNames.add(name);
        zip[name] = [bytes, { level: 0 }];
      }
    }
  }
  zip["chain.txt"] = encoder.encode(chain.sort((a, b) => Number(a.split(" ")[2]) - Number(b.split(" ")[2])).join("\n"));
  return zipSync(zip);
}
