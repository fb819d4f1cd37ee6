import { toPlainText } from "@react-email/components";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { emailTemplate } from "./catalogue";
import type { BaseProps } from "./define";

// Renders a template to what the outbox keeps: the subject, HTML and plain text (issue 16).
// Runs in the worker (and the template tester's preview), never in a request that sends.

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

export async function renderEmail(id: string, props: Record<string, unknown> & BaseProps = {}): Promise<RenderedEmail> {
  const template = emailTemplate(id);
  if (!template) throw new Error(`Unknown e-mail template: ${id}`);
  const merged = { ...template.defaults, ...props };
  const element = createElement(template.Component, merged);
  // React Email's own render() loads react-dom/server with a dynamic import, which Jest's
  // CommonJS runtime refuses; the synchronous renderer gives the same markup (our templates
  // never suspend).
  const markup = renderToStaticMarkup(element);
  const html = `${DOCTYPE}${markup.replace(/<!DOCTYPE.*?>/, "")}`;
  return { subject: template.subject(merged), html, text: toPlainText(markup) };
}
