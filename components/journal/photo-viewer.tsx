"use client";

import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

/**
 * A journal photo, opened larger in the page itself rather than in a tab of its own: a bare image
 * tab has no quick exit, outlives one, and shows the file's name in its title and history.
 */
export function PhotoViewer({ src, name }: { src: string; name: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button type="button" className="block w-full cursor-zoom-in" aria-label={`Open photo larger: ${name}`}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a private, per-request file: not for the image optimiser */}
          <img src={src} alt={`Photo: ${name}`} className="max-h-72 w-full bg-muted object-contain" loading="lazy" />
        </button>
      </DialogTrigger>
      <DialogContent className="max-w-[calc(100vw-1.5rem)] p-3 sm:max-w-4xl">
        <DialogTitle className="sr-only">Photo</DialogTitle>
        <DialogDescription className="sr-only">{name}</DialogDescription>
        {/* eslint-disable-next-line @next/next/no-img-element -- as above */}
        <img src={src} alt={`Photo: ${name}`} className="max-h-[80dvh] w-full object-contain" />
      </DialogContent>
    </Dialog>
  );
}
