import { Phone } from "@/components/ui/icons";

/** Real crisis lines from the specification; always shown where safety is the subject. */
export function CrisisNumbers() {
  return (
    <div className="mt-6 rounded-xl border border-destructive/40 bg-destructive/5 p-6">
      <h2 className="flex items-center gap-2 font-semibold text-destructive">
        <Phone className="size-5" aria-hidden /> If you are in danger now
      </h2>
      <ul className="mt-3 space-y-2">
        <li>
          <a className="font-medium underline" href="tel:911">
            Emergency Services 911
          </a>{" "}
          — immediate danger
        </li>
        <li>
          <a className="font-medium underline" href="tel:18007997233">
            National DV Hotline 1-800-799-7233
          </a>{" "}
          — 24/7 support and resources
        </li>
        <li>
          <a className="font-medium underline" href="sms:741741?body=HOME">
            Crisis Text Line: text HOME to 741741
          </a>{" "}
          — free 24/7 text support
        </li>
      </ul>
    </div>
  );
}
