"use client";

import { useEffect, useState } from "react";
import { HEADER_OPAQUE_AFTER_PX } from "./nav-links";

/** The landing header's only behaviour: clear at the top, opaque after 50 px (spec part 1 §2, §9). */
export function HeaderFrame({ children }: { children: React.ReactNode }) {
  // null until hydrated; tests wait for data-hydrated before clicking.
  const [opaque, setOpaque] = useState<boolean | null>(null);
  useEffect(() => {
    const update = () => setOpaque(window.scrollY > HEADER_OPAQUE_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return (
    <header
      data-opaque={opaque === true}
      data-hydrated={opaque !== null}
      className={`fixed inset-x-0 top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200 motion-reduce:transition-none ${
        opaque ? "border-border bg-background shadow-sm" : "border-transparent bg-transparent"
      }`}
    >
      {children}
    </header>
  );
}
