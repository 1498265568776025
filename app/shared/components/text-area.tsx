import { type ComponentProps, useId, useSyncExternalStore } from "react";

// The site's <textarea>: React puts the server's text back into a text area while hydrating it,
// over what the visitor typed while the page's scripts loaded (./typed-before-hydration.ts says
// how every field keeps it). This one is hydrated without its default text when the visitor has
// already edited it, so React has nothing to put back, and gets its default once hydrated.

const unchanging = () => () => {};

/** Whether React is rendering the server's HTML or hydrating it (false in any render after). */
const useHydrating = () => useSyncExternalStore(unchanging, () => false, () => true);

const isEdited = (field: HTMLElement | null) => field instanceof HTMLTextAreaElement && field.value !== field.defaultValue;

/** A <textarea> that keeps an edit made before the page hydrated (uncontrolled, as every one on the site). */
export function TextArea({ id, defaultValue, ...props }: Omit<ComponentProps<"textarea">, "value" | "defaultValue"> & { defaultValue?: string }) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  // Read while hydrating only: the server's field as the visitor left it. Then React hydrates it
  // with no default text to put back; the next render (once hydrated) gives the default back,
  // which a field the visitor edited does not show.
  const edited = useHydrating() && typeof document !== "undefined" && isEdited(document.getElementById(fieldId));
  return <textarea id={fieldId} defaultValue={edited ? undefined : defaultValue} {...props} />;
}
