// Shared frame for Haven's e-mails. Subjects and senders stay discreet (ARCHITECTURE.md §7):
// nothing in a subject, preview or sender name mentions abuse, harassment or support.

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export function emailFrame(opts: { preview: string; heading: string; paragraphs: string[]; action?: { label: string; url: string }; footer?: string }): string {
  const { preview, heading, paragraphs, action, footer } = opts;
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2d3a">${escapeHtml(p)}</p>`).join("");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1f6f73;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(action.label)}</a></p>
       <p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#4a5866">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(action.url)}</span></p>`
    : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;background:#f4f7f7;font-family:Arial,Helvetica,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px" cellpadding="0" cellspacing="0"><tr><td>
<h1 style="margin:0 0 16px;font-size:22px;color:#1f2d3a">${escapeHtml(heading)}</h1>${body}${button}
<p style="margin:24px 0 0;font-size:12px;line-height:18px;color:#4a5866">${escapeHtml(footer ?? "You received this because an account uses this address. If this was not you, you can ignore this message.")}</p>
</td></tr></table></td></tr></table></body></html>`;
}
