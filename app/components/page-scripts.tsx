import { createContext, useContext } from "react";
import { Scripts } from "react-router";

// React Router's <Scripts>, as its documented root renders it, under this response's CSP nonce
// (a page from the HTML cache gets the nonce of its own response: worker/html-cache.ts).

/** The CSP nonce of this response (entry.server.tsx provides it; the browser hides it). */
export const NonceContext = createContext<string | undefined>(undefined);

export function PageScripts() {
  return <Scripts nonce={useContext(NonceContext)} />;
}
