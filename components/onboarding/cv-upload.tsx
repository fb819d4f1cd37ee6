"use client";

import { useId, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { FileText, Upload } from "@/components/ui/icons";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { CV_ACCEPT, CV_MESSAGES, precheckCv } from "@/lib/domain/uploads/cv";
import { readUploadAnswer } from "@/lib/client/upload";

/**
 * Uploads a CV to /api/cv as soon as it is chosen. The browser checks name and size first
 * for a quick answer; the server checks the file's contents and has the final word.
 */
export function CvUpload({ professionalId, initialFileName }: { professionalId: string; initialFileName: string | null }) {
  const router = useRouter();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState(initialFileName);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function refuse(title: string, description: string) {
    setError(description);
    toast.error(title, { description });
  }

  async function upload(file: File) {
    const precheck = precheckCv(file);
    if (precheck) return refuse(CV_MESSAGES[precheck].title, CV_MESSAGES[precheck].description);
    setError(null);
    setUploading(true);
    try {
      const body = new FormData();
      body.set("file", file);
      const response = await fetch("/api/cv", { method: "POST", body });
      const result = await readUploadAnswer<{ fileName?: string }>(response);
      if (!response.ok || !result?.ok) return refuse(result?.title ?? CV_MESSAGES.failed.title, result?.error ?? CV_MESSAGES.failed.description);
      setFileName(result.data.fileName ?? file.name);
      toast.success("CV uploaded", { description: "Our team will review it with your application." });
      router.refresh();
    } catch {
      refuse(CV_MESSAGES.failed.title, CV_MESSAGES.failed.description);
    } finally {
      setUploading(false);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <div className="space-y-3">
      <Label htmlFor={inputId}>CV (optional)</Label>
      <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
        PDF or Word document, up to 5 MB. Only you and Haven&apos;s review team can open it.
      </p>
      {fileName ? (
        <p className="flex items-center gap-2 rounded-md border bg-secondary/40 px-3 py-2 text-sm" data-testid="cv-current">
          <FileText className="size-4 shrink-0 text-primary" aria-hidden />
          <span className="min-w-0 flex-1 truncate">{fileName}</span>
          <a href={`/api/cv/${professionalId}`} className="inline-flex min-h-11 items-center text-primary underline underline-offset-4">
            Download
          </a>
        </p>
      ) : null}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={CV_ACCEPT}
        className="sr-only"
        aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ""}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button type="button" variant="outline" disabled={uploading} onClick={() => input.current?.click()}>
        {uploading ? <Spinner /> : <Upload aria-hidden />}
        {uploading ? "Uploading…" : fileName ? "Replace CV" : "Upload CV"}
      </Button>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
