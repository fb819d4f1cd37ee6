"use client";

import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/utils";

/**
 * An avatar's picture (./avatar.tsx), laid over the initials and decorative (the name is always
 * beside it). A picture that cannot load is taken away, so the initials show instead of the
 * browser's broken-image icon; one that failed before the page was ready is found on mount.
 */
export function AvatarImage({ src, className }: { src: string; className?: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [broken, setBroken] = useState<string | null>(null);
  useEffect(() => {
    const image = ref.current;
    // An error before hydration went unheard: the picture is there, loaded, with no size.
    if (image?.complete && image.naturalWidth === 0) setBroken(src);
  }, [src]);
  if (broken === src) return null;
  return (
    // A plain <img>: next/image would add its resizing route for a 40 px picture.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      ref={ref}
      data-slot="avatar-image"
      src={src}
      alt=""
      // Lazy: also keeps React from adding a <link rel="preload"> to the page's head for each one.
      loading="lazy"
      onError={() => setBroken(src)}
      className={cn("absolute inset-0 size-full bg-background object-cover", className)}
    />
  );
}
