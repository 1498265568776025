import { useLayoutEffect } from "react";

// What a visitor types while the page's scripts load stays typed. A page works before its scripts
// have run (they are fetched on the first interaction: scripts-on-first-use.tsx), so the first
// characters always land in the server's fields, before React owns them. React keeps what a field
// shows when it hydrates it, except in two cases, which every field of the site goes through here:
// - A controlled field's state still holds the server's value, and React writes that state into
//   the field on the component's next render. `useTypedBeforeHydration` hands what the field
//   shows to the component once, when the field mounts, as if it had been typed then.
// - React puts the server's text back into a text area while hydrating it. `TextArea`
//   (./text-area.tsx, apart so that the public pages' search boxes do not fetch it) hydrates one
//   the visitor has already edited without its default text (so React leaves it alone), and gives
//   the default back once hydrated.
// Uncontrolled inputs, selects and checkboxes need neither: React leaves them as the visitor left
// them.

type ValueField = HTMLInputElement | HTMLSelectElement;

/**
 * Once, when the field with this id mounts (its first render in the browser, before any later
 * one): if it shows something other than what was rendered, `adopt` receives that value.
 * After a client-side navigation the field shows what was rendered and nothing happens.
 */
export function useTypedBeforeHydration(id: string, rendered: string, adopt: (value: string, field: ValueField) => void) {
  useLayoutEffect(() => {
    const field = document.getElementById(id);
    if ((field instanceof HTMLInputElement || field instanceof HTMLSelectElement) && field.value !== rendered) adopt(field.value, field);
    // Only the mount: every later change arrives as the field's own change event.
  }, []);
}
