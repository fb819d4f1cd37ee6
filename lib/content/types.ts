// The shape of Haven's written pages (legal, safety, help). Content lives in one file per
// document under lib/content; components/content renders it. Pure data, no I/O.

/** A paragraph may hold links written as [label](/path). */
export type Block = string | { list: string[] } | { steps: string[] } | { note: string };

export interface DocumentSection {
  /** Becomes the section's anchor (#id) and its heading. */
  id: string;
  heading: string;
  blocks: Block[];
}

export interface HavenDocument {
  slug: string;
  title: string;
  /** One or two sentences under the title: what this page is for. */
  summary: string;
  /** Shown as "Version 1.0". A change people must agree to again bumps it (see agreement.ts). */
  version: string;
  /** ISO date (YYYY-MM-DD) this version took effect. */
  effective: string;
  sections: DocumentSection[];
  /** Show the crisis numbers panel under the title (help and safety pages). */
  crisis?: boolean;
}
