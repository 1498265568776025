import { RouterProvider, createMemoryRouter } from "react-router";
import { messagesFor } from "#app/messages.server";
import { I18nProvider } from "#app/shared/i18n/use-messages";

// Browser-test pages render components outside the site's layout: this gives them the English
// messages the root layout would, inside a router of their own (components read the router's
// data, as the privacy notice reads the root's settings; here there is none, so its defaults).

export function English({ children }: { children: React.ReactNode }) {
  const router = createMemoryRouter([{ path: "*", element: children }]);
  return (
    <I18nProvider value={{ lang: "en", messages: messagesFor("en") }}>
      <RouterProvider router={router} />
    </I18nProvider>
  );
}
