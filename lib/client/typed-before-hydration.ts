"use client";

import { useEffect, type RefObject } from "react";

/**
 * Text typed into a form's controlled fields before the page's scripts ran. React keeps what a
 * field holds when it hydrates, but its state starts empty: the next render would write the empty
 * state back into the field, and the form would be sent without it. Once hydrated, each field
 * given (by its name, or its id) that holds text hands it to its state's setter.
 */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, setters: Record<string, (value: string) => void>): void {
  useEffect(() => {
    for (const [name, set] of Object.entries(setters)) {
      const field = form.current?.elements.namedItem(name);
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value) set(field.value);
    }
    // Once, when the form hydrates: later text reaches the state through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
