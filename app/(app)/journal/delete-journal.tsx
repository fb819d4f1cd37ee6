"use client";

import { Trash2 } from "@/components/ui/icons";
import { ConfirmAction } from "@/components/app/confirm-action";
import { Button } from "@/components/ui/button";
import { deleteEntryAction, deleteJournalAction } from "./actions";

/** Deleting the whole journal, after she confirms. */
export function DeleteJournal() {
  return (
    <section className="mt-8 border-t pt-6">
      <h2 className="font-semibold">Delete your journal</h2>
      <p className="mt-1 text-sm text-muted-foreground">Removes every entry, every version and every file. This cannot be undone.</p>
      <ConfirmAction
        trigger={
          <Button variant="outline" className="mt-3">
            <Trash2 aria-hidden /> Delete whole journal
          </Button>
        }
        title="Delete your whole journal?"
        description="Every entry, every earlier version and every photo or file will be deleted for good, and any shares will end. Export it first if you may need it."
        confirmLabel="Delete everything"
        destructive
        run={() => deleteJournalAction({})}
        failure="Could not delete your journal"
        success="Your journal was deleted"
      />
    </section>
  );
}

/** Deleting one entry (with its versions and files), after she confirms. */
export function DeleteEntry({ entryId }: { entryId: string }) {
  return (
    <ConfirmAction
      trigger={
        <Button variant="outline">
          <Trash2 aria-hidden /> Delete
        </Button>
      }
      title="Delete this entry?"
      description="This entry, all its earlier versions and its files will be deleted for good. Your journal will record that an entry was deleted."
      confirmLabel="Delete entry"
      destructive
      run={() => deleteEntryAction({ entryId })}
      failure="Could not delete this entry"
      success="Entry deleted"
      then="/journal"
    />
  );
}
