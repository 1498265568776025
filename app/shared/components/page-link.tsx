import { Link } from "react-router";
import { pathIn } from "#app/shared/i18n/lang";
import { useLang } from "#app/shared/i18n/use-messages";

// A link to one of the site's own pages: React Router's <Link>, in the page's language (a link
// names the English path; on a Hindi page it leads to the Hindi page).

type Props = Omit<React.ComponentProps<typeof Link>, "to" | "reloadDocument" | "discover"> & {
  to: string;
  /**
   * Load the page whole, as without JavaScript: for pages whose views the Worker counts from the
   * document's answer (comparisons), which an in-app navigation's data request would not show.
   */
  reload?: boolean;
};

export function PageLink({ to, reload = false, ...rest }: Props) {
  // A page loaded whole needs no route of its own discovered in advance.
  return <Link to={pathIn(useLang(), to)} reloadDocument={reload} discover={reload ? "none" : "render"} {...rest} />;
}
