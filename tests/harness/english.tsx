import { messagesFor } from "#app/i18n/catalog.server";
import { I18nProvider } from "#app/i18n/use-messages";

// Browser-test pages render components outside the site's layout: this gives them the English
// messages the root layout would.

export function English({ children }: { children: React.ReactNode }) {
  return <I18nProvider value={{ lang: "en", messages: messagesFor("en") }}>{children}</I18nProvider>;
}
