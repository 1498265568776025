import { useEffect } from "react";
import { useNavigate } from "react-router";
import { pathIn } from "#app/i18n/lang";
import { useLang } from "#app/i18n/use-messages";

// Links to the site's own pages as plain anchors. React Router's <Link> runs several hooks per
// link while rendering on the server (14 % of the brand page's render CPU in
// `npm run bench:profile`), and catalogue pages carry dozens of links. A page link is a plain
// <a>; one click listener, installed by the layout, turns its clicks into client-side navigations
// as <Link> would.
//
// `data-discover` is the attribute React Router's own <Link> renders so that its lazy route
// discovery finds the link's route; the attribute is not a documented API, so
// tests/browser/page-links.spec.ts fails when discovery stops finding these links.
//
// A link names the English path; on a Hindi page it leads to the Hindi page.

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  /**
   * Load the page whole, as without JavaScript: for pages whose views the Worker counts from the
   * document's answer (comparisons), which an in-app navigation's data request would not show.
   */
  reload?: boolean;
};

export function PageLink({ to, reload = false, children, ...rest }: Props) {
  return (
    <a href={pathIn(useLang(), to)} data-discover={reload ? undefined : "true"} {...rest}>
      {children}
    </a>
  );
}

/** Plain left clicks on page links navigate in the app; modified clicks keep the browser's way. */
export function usePageLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      // <Link>s carry data-discover too, but handle their own clicks (defaultPrevented above)
      const link = event.target instanceof Element ? event.target.closest("a[data-discover]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      event.preventDefault();
      const to = `${link.pathname}${link.search}${link.hash}`;
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      void navigate(to, { replace: to === here });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
