import { MessageSquareText, Phone } from "lucide-react";

/** Shown as soon as any message in the conversation carries crisis language (spec part 2 §2). */
export function CrisisPanel({ forSupporter = false }: { forSupporter?: boolean }) {
  return (
    <section aria-labelledby="crisis-panel-title" className="border-b border-red-300 bg-red-50 px-4 py-3 text-red-900">
      <h2 id="crisis-panel-title" className="font-semibold">Crisis Resources Available</h2>
      <p className="mt-1 hidden text-sm sm:block">
        {forSupporter
          ? "Something she wrote suggests she may be in crisis. Check that she is safe now, and share these lines with her: they answer 24/7."
          : "You don't have to face this alone. Trained people are there right now, any time of day."}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <a href="tel:18007997233" className="inline-flex min-h-11 items-center gap-2 rounded-md bg-red-700 px-3 text-sm font-medium text-white hover:bg-red-800">
          <Phone className="size-4" aria-hidden /> Call the National Domestic Violence Hotline: 1-800-799-7233
        </a>
        <a href="sms:741741?body=HOME" className="inline-flex min-h-11 items-center gap-2 rounded-md border border-red-700 bg-white px-3 text-sm font-medium text-red-800 hover:bg-red-100">
          <MessageSquareText className="size-4" aria-hidden /> Text HOME to 741741 (Crisis Text Line)
        </a>
      </div>
    </section>
  );
}
