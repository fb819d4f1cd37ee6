"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Trash2 } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/app/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { deleteEntryAction, deleteJournalAction } from "./actions";

/** Deleting the whole journal, after she confirms. */
export function DeleteJournal() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  return (
    <section className="mt-8 border-t pt-6">
      <h2 className="font-semibold">Delete your journal</h2>
      <p className="mt-1 text-sm text-muted-foreground">Removes every entry, every version and every file. This cannot be undone.</p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="outline" className="mt-3">
            <Trash2 aria-hidden /> Delete whole journal
          </Button>
        }
        title="Delete your whole journal?"
        description="Every entry, every earlier version and every photo or file will be deleted for good, and any shares will end. Export it first if you may need it."
        pending={pending}
        confirm={
          <Button
            variant="destructive"
            disabled={pending}
            onClick={() =>
              startTransition(async () => {
                const result = await deleteJournalAction({});
                if (!result.ok) {
                  toast.error("Could not delete your journal", { description: result.error });
                  return;
                }
                setOpen(false);
                toast.success("Your journal was deleted");
                router.refresh();
              })
            }
          >
            {pending ? <Spinner /> : null} Delete everything
          </Button>
        }
      />
    </section>
  );
}

/** Deleting one entry (with its versions and files), after she confirms. */
export function DeleteEntry({ entryId }: { entryId: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline">
          <Trash2 aria-hidden /> Delete
        </Button>
      }
      title="Delete this entry?"
      description="This entry, all its earlier versions and its files will be deleted for good. Your journal will record that an entry was deleted."
      pending={pending}
      confirm={
        <Button
          variant="destructive"
          disabled={pending}
          onClick={() =>
            startTransition(async () => {
              const result = await deleteEntryAction({ entryId });
              if (!result.ok) {
                toast.error("Could not delete this entry", { description: result.error });
                return;
              }
              setOpen(false);
              toast.success("Entry deleted");
              router.push("/journal");
              router.refresh();
            })
          }
        >
          {pending ? <Spinner /> : null} Delete entry
        </Button>
      }
    />
  );
}
