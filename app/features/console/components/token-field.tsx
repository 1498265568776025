import { useRouteLoaderData } from "react-router";
import { XSRF_FIELD } from "#app/shared/security/anti-forgery";

// Every console form carries the visitor's anti-forgery token (app/shared/security/form-token.ts checks it),
// handed out once by the console's layout.

export const CONSOLE_LAYOUT_ID = "admin/layout";

export function useConsoleToken(): string {
  return useRouteLoaderData<{ token: string }>(CONSOLE_LAYOUT_ID)?.token ?? "";
}

export function TokenField() {
  return <input type="hidden" name={XSRF_FIELD} value={useConsoleToken()} />;
}
