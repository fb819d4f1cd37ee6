"use client";

import { useEffect, useState } from "react";

/** Set when one of the directory's search forms is sent; read once by the page it leads to. */
const SENT = "haven:directory-search-sent";

/**
 * Tells a screen reader what her search found. The search and town forms are plain HTML
 * forms that load the page again, so the count would otherwise only be read if she went
 * looking for it. The note holds no words of hers, only that a form was sent (this tab only).
 * `message` is what to say on the page a search led to.
 */
export function SearchAnnouncer({ action, message }: { action: string; message: string }) {
  const [said, setSaid] = useState("");

  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      if (event.target instanceof HTMLFormElement && event.target.getAttribute("action") === action) noteSearchSent();
    };
    document.addEventListener("submit", onSubmit);
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (takeSearchSentNote()) {
      // The region is in the page first and filled a moment later, or it would not be read.
      timer = setTimeout(() => setSaid(message), 300);
    }
    return () => {
      document.removeEventListener("submit", onSubmit);
      clearTimeout(timer);
    };
  }, [action, message]);

  return (
    <p role="status" className="sr-only">
      {said}
    </p>
  );
}

/** Notes, for the page the form leads to, that a search was sent. */
function noteSearchSent(): void {
  try {
    sessionStorage.setItem(SENT, "1");
  } catch {
    // storage refused (a locked-down browser): the page is the same, unannounced
  }
}

/** Takes the note, once: whether a search led to this page. */
function takeSearchSentNote(): boolean {
  try {
    const sent = sessionStorage.getItem(SENT) !== null;
    sessionStorage.removeItem(SENT);
    return sent;
  } catch {
    return false;
  }
}
