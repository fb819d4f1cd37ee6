"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useToastClearance } from "@/lib/client/toast-clearance";
import { Camera, Paperclip, X } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FieldError } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { BEHAVIOURS } from "@/lib/domain/assessment/questions";
import { JOURNAL_ACCEPT, JOURNAL_FILE_MAX_BYTES, JOURNAL_FILE_MESSAGES, JOURNAL_FILES_PER_ENTRY, formatBytes } from "@/lib/domain/journal/files";
import { clearDraft, readDraft, readDraftFiles, writeDraft, writeDraftFiles, type JournalDraft } from "@/lib/client/journal-draft";
import { OFFLINE_MESSAGE } from "@/lib/client/api";
import { useAuth } from "@/components/shell/auth-provider";

// One screen for a new entry or an edit (issue 22). Quick capture at 390 px: what happened,
// "Take a photo" and Save are all on the first screen (two taps: the photo, then Save); the
// time defaults to now and the rest waits under "Add more details". Everything she types or
// picks is kept as a draft (journal-draft.ts) until the server says it is saved; a dropped
// connection keeps the draft and tries again when the browser is back online.

/** A label styled as a button around a hidden file input: it shows the ring when its input has keyboard focus. */
const FILE_PICKER =
  "w-full has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring";

/** What the form edits: the draft without its write id. */
export type EntryFormValues = Omit<JournalDraft, "writeId">;

export interface KeptFile {
  id: string;
  name: string;
  size: number;
}

type Props =
  | { mode: "new"; initial?: undefined; entryId?: undefined; keptFiles?: undefined; version?: undefined }
  /** `version`: the one this page opened; a save made elsewhere since is not overwritten. */
  | { mode: "edit"; initial: EntryFormValues; entryId: string; keptFiles: KeptFile[]; version: number };

/** "2026-11-20T18:30" in her own time zone, for a datetime-local field. */
function localInputValue(date: Date): string {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** The errors without those of `fields` (the same object when there were none to take out). */
function withoutErrors(errors: Record<string, string>, fields: string[]): Record<string, string> {
  if (!fields.some((field) => field in errors)) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)));
}

function emptyDraft(writeId: string): JournalDraft {
  return { writeId, occurredAt: localInputValue(new Date()), what: "", where: "", witnesses: "", effect: "", behaviours: [] };
}

/** Whether a draft found in this browser differs from what the form starts with (the saved entry, or an empty one). */
function hasChanges(found: JournalDraft, start: JournalDraft | null): boolean {
  const texts = ["what", "where", "witnesses", "effect"] as const;
  if (!start) return texts.some((field) => found[field].trim() !== "") || found.behaviours.length > 0;
  return (
    texts.some((field) => found[field] !== start[field]) ||
    found.occurredAt !== start.occurredAt ||
    [...found.behaviours].sort().join() !== [...start.behaviours].sort().join()
  );
}

export function EntryForm(props: Props) {
  const router = useRouter();
  // Drafts are hers: keyed by her account, so another account in this browser never sees them.
  const { user } = useAuth();
  const scope = `${user.id}:${props.mode === "edit" ? `edit:${props.entryId}` : "new"}`;
  const [draft, setDraft] = useState<JournalDraft>(() =>
    props.mode === "edit"
      ? { writeId: props.entryId, ...props.initial, occurredAt: localInputValue(new Date(props.initial.occurredAt)) }
      : emptyDraft("00000000-0000-4000-8000-000000000000"),
  );
  const [files, setFiles] = useState<File[]>([]);
  const [kept, setKept] = useState<KeptFile[]>(props.keptFiles ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [waitingForNetwork, setWaitingForNetwork] = useState(false);
  const [restored, setRestored] = useState(false);
  // The latest time the field offers: now, in her own time zone. Only her browser knows that zone
  // (the server's is not hers: ahead of it, her "now" read as later than allowed), so it is set
  // once the page is hers, and brought up to date whenever she goes to the field.
  const [latest, setLatest] = useState<string>();
  const refreshLatest = useCallback(() => setLatest(localInputValue(new Date())), []);
  // Unsaved changes found in this browser and put back: she is told, and can let them go.
  const [broughtBack, setBroughtBack] = useState(false);
  const retry = useRef<(() => void) | null>(null);
  const start = useRef(draft);
  // On a phone the Save bar is pinned above the tab bar: toasts ("Not saved") sit above it, never over it.
  const saveBar = useRef<HTMLDivElement>(null);
  useToastClearance(saveBar, true, "(max-width: 767px)");

  // The draft of this tab (and its files) comes back after a reload or a lost connection.
  useEffect(() => {
    const saved = readDraft(scope);
    const fresh = props.mode === "new" ? emptyDraft(crypto.randomUUID()) : start.current;
    start.current = fresh;
    setDraft(saved ?? fresh);
    refreshLatest();
    const changed = saved ? hasChanges(saved, props.mode === "edit" ? fresh : null) : false;
    void readDraftFiles(scope).then((found) => {
      if (found.length) setFiles(found);
      setBroughtBack(changed || found.length > 0);
      setRestored(true);
    });
  }, [scope, props.mode, refreshLatest]);

  async function discardChanges() {
    await clearDraft(scope);
    setDraft(start.current);
    setFiles([]);
    setKept(props.keptFiles ?? []);
    setErrors({});
    setBroughtBack(false);
    toast.success(props.mode === "edit" ? "Changes discarded. The entry is as it was saved." : "Draft discarded");
  }

  const update = useCallback(
    (change: Partial<JournalDraft>) => {
      setDraft((previous) => {
        const next = { ...previous, ...change };
        writeDraft(scope, next);
        return next;
      });
      // What she has just changed no longer carries its old error ("Please write what happened…").
      setErrors((current) => withoutErrors(current, Object.keys(change)));
    },
    [scope],
  );

  function addFiles(list: FileList | null) {
    if (!list?.length) return;
    const picked = [...list];
    const tooLarge = picked.find((file) => file.size > JOURNAL_FILE_MAX_BYTES);
    if (tooLarge) {
      setErrors({ files: JOURNAL_FILE_MESSAGES.size });
      return;
    }
    const next = [...files, ...picked];
    if (next.length + kept.length > JOURNAL_FILES_PER_ENTRY) {
      setErrors({ files: JOURNAL_FILE_MESSAGES.count });
      return;
    }
    setErrors({});
    setFiles(next);
    void writeDraftFiles(scope, next);
  }

  function removeFile(index: number) {
    const next = files.filter((_, i) => i !== index);
    setFiles(next);
    setErrors((current) => withoutErrors(current, ["files"]));
    void writeDraftFiles(scope, next);
  }

  async function save() {
    if (saving) return;
    if (!draft.what.trim() && files.length === 0 && kept.length === 0) {
      setErrors({ what: "Please write what happened, or add a photo or a file." });
      return;
    }
    const when = new Date(draft.occurredAt);
    if (Number.isNaN(when.getTime())) {
      setErrors({ occurredAt: "Please enter when it happened." });
      return;
    }
    setSaving(true);
    setErrors({});
    const form = new FormData();
    form.set("writeId", draft.writeId);
    form.set("occurredAt", when.toISOString());
    form.set("timeZone", Intl.DateTimeFormat().resolvedOptions().timeZone ?? "UTC");
    for (const field of ["what", "where", "witnesses", "effect"] as const) form.set(field, draft[field]);
    for (const value of draft.behaviours) form.append("behaviours", value);
    for (const file of kept) form.append("keepFiles", file.id);
    if (props.mode === "edit") form.set("baseVersion", String(props.version));
    for (const file of files) form.append("files", file, file.name);
    const url = props.mode === "edit" ? `/api/journal/entries/${props.entryId}` : "/api/journal/entries";
    let answer: { ok: boolean; data?: { entryId?: string }; error?: string; code?: string; fieldErrors?: Record<string, string> } | null = null;
    try {
      const response = await fetch(url, { method: "POST", body: form, credentials: "same-origin" });
      answer = await response.json().catch(() => ({ ok: false, error: "Something went wrong. Please try again." }));
    } catch {
      answer = null;
    }
    setSaving(false);
    if (!answer) {
      // Offline or the connection dropped: the draft stays, and it is sent again once she is back online.
      setWaitingForNetwork(true);
      toast.error("Not saved yet", { description: `${OFFLINE_MESSAGE} Your entry is kept on this device until it is saved.` });
      return;
    }
    if (!answer.ok) {
      setErrors(answer.fieldErrors ?? { form: answer.error ?? "Something went wrong. Please try again." });
      toast.error("Not saved", { description: `${answer.error ?? "Something went wrong. Please try again."} What you wrote is kept on this device.` });
      return;
    }
    setWaitingForNetwork(false);
    setBroughtBack(false);
    await clearDraft(scope);
    toast.success(props.mode === "edit" ? "Changes saved. The earlier version is kept." : "Entry saved");
    const target = props.mode === "edit" ? props.entryId : answer.data?.entryId;
    router.push(target ? `/journal/${target}` : "/journal");
    router.refresh();
  }

  useEffect(() => {
    retry.current = () => void save();
  });
  useEffect(() => {
    if (!waitingForNetwork) return;
    const onOnline = () => retry.current?.();
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [waitingForNetwork]);

  const describedBy = (field: string) => (errors[field] ? `${field}-error` : undefined);

  return (
    <form
      noValidate
      aria-busy={saving}
      data-restored={restored}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="space-y-5"
    >
      {broughtBack ? (
        <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-secondary p-3 text-sm">
          <span>{props.mode === "edit" ? "Your unsaved changes to this entry are back." : "Your unsaved entry is back."}</span>
          <Button type="button" variant="outline" size="sm" onClick={() => void discardChanges()}>
            {props.mode === "edit" ? "Discard changes" : "Discard draft"}
          </Button>
        </div>
      ) : null}
      <div className="space-y-2">
        <Label htmlFor="journal-what">What happened?</Label>
        <Textarea
          id="journal-what"
          name="what"
          value={draft.what}
          onChange={(event) => update({ what: event.target.value })}
          placeholder="Write it in your own words. Short is fine."
          aria-invalid={Boolean(errors.what)}
          aria-describedby={describedBy("what")}
          className="min-h-28"
        />
        <FieldError id="what-error" message={errors.what} />
      </div>

      <div className="space-y-2">
        <p className="text-sm font-medium" id="files-label">
          Photos, screenshots, PDFs or recordings
        </p>
        <div className="grid grid-cols-2 gap-2" role="group" aria-labelledby="files-label">
          <Button asChild variant="outline" className={FILE_PICKER}>
            <label>
              <Camera aria-hidden /> Take a photo
              <input type="file" accept="image/*" capture="environment" className="sr-only" onChange={(event) => addFiles(event.target.files)} />
            </label>
          </Button>
          <Button asChild variant="outline" className={FILE_PICKER}>
            <label>
              <Paperclip aria-hidden /> Add a file
              <input
                type="file"
                multiple
                accept={JOURNAL_ACCEPT}
                className="sr-only"
                data-testid="journal-file-input"
                onChange={(event) => addFiles(event.target.files)}
              />
            </label>
          </Button>
        </div>
        <FieldError id="files-error" message={errors.files} />
        {kept.length + files.length ? (
          <ul className="space-y-1 text-sm" aria-label="Files in this entry">
            {kept.map((file) => (
              <FileRow key={file.id} name={file.name} size={file.size} onRemove={() => setKept(kept.filter((k) => k.id !== file.id))} />
            ))}
            {files.map((file, index) => (
              <FileRow key={`${file.name}-${index}`} name={file.name} size={file.size} onRemove={() => removeFile(index)} />
            ))}
          </ul>
        ) : null}
      </div>

      <div className="space-y-2">
        <Label htmlFor="journal-when">When did it happen?</Label>
        <Input
          id="journal-when"
          type="datetime-local"
          value={draft.occurredAt}
          max={latest}
          onFocus={refreshLatest}
          onChange={(event) => update({ occurredAt: event.target.value })}
          aria-invalid={Boolean(errors.occurredAt)}
          aria-describedby={describedBy("occurredAt") ?? "journal-when-hint"}
        />
        <p id="journal-when-hint" className="text-sm text-muted-foreground">
          Now, unless you change it. It can be in the past. Haven also records when you write it.
        </p>
        <FieldError id="occurredAt-error" message={errors.occurredAt} />
      </div>

      <details className="group rounded-lg border px-4" open={props.mode === "edit" || undefined}>
        <summary className="flex min-h-12 cursor-pointer list-none items-center font-medium text-primary [&::-webkit-details-marker]:hidden">
          <span className="group-open:hidden">Add more details</span>
          <span className="hidden group-open:inline">More details</span>
        </summary>
        <div className="space-y-5 pt-1 pb-4">
          <div className="space-y-2">
            <Label htmlFor="journal-where">Where did it happen?</Label>
            <Input
              id="journal-where"
              value={draft.where}
              onChange={(event) => update({ where: event.target.value })}
              placeholder="For example: the office kitchen"
            />
            <FieldError message={errors.where} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="journal-witnesses">Who was there, or saw or heard it?</Label>
            <Textarea id="journal-witnesses" value={draft.witnesses} onChange={(event) => update({ witnesses: event.target.value })} className="min-h-16" />
            <FieldError message={errors.witnesses} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="journal-effect">How did it affect you?</Label>
            <Textarea
              id="journal-effect"
              value={draft.effect}
              onChange={(event) => update({ effect: event.target.value })}
              placeholder="How you felt, injuries, sleep, work, money…"
              className="min-h-16"
            />
            <FieldError message={errors.effect} />
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">What kind of behaviour was it?</legend>
            {BEHAVIOURS.map((option) => {
              const id = `behaviour-${option.value}`;
              const checked = draft.behaviours.includes(option.value);
              return (
                <div key={option.value} className="flex min-h-11 items-center gap-3">
                  <Checkbox
                    id={id}
                    checked={checked}
                    onCheckedChange={(value) =>
                      update({ behaviours: value === true ? [...draft.behaviours, option.value] : draft.behaviours.filter((b) => b !== option.value) })
                    }
                  />
                  <Label htmlFor={id} className="font-normal">
                    {option.label}
                  </Label>
                </div>
              );
            })}
          </fieldset>
        </div>
      </details>

      <FieldError message={errors.form} />
      {waitingForNetwork ? (
        <p role="status" className="rounded-md bg-secondary p-3 text-sm">
          Not saved yet: no connection. Your entry is kept on this device and will be sent when you are back online.
        </p>
      ) : null}
      <div ref={saveBar} className="sticky bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))] z-10 -mx-1 bg-background px-1 py-2 md:static md:bottom-auto">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={saving}>
          {saving ? <Spinner /> : null}
          {saving ? "Saving…" : props.mode === "edit" ? "Save changes" : "Save entry"}
        </Button>
      </div>
    </form>
  );
}

function FileRow({ name, size, onRemove }: { name: string; size: number; onRemove: () => void }) {
  return (
    <li className="flex items-center justify-between gap-2 rounded-md border px-3 py-1">
      <span className="min-w-0 truncate">
        {name} <span className="text-muted-foreground">({formatBytes(size)})</span>
      </span>
      <Button type="button" variant="ghost" size="icon" onClick={onRemove} aria-label={`Remove ${name}`}>
        <X aria-hidden />
      </Button>
    </li>
  );
}
