import { Link, useLocation } from "react-router";
import { useMessages } from "#app/shared/i18n/use-messages";

// A list's View More / View Less control. It is a link to `?more=N` the loader
// honours, so it works without JavaScript; with JavaScript the router loads the longer list in
// place and keeps the scroll position.

/** `label`: the catalogue messages' key of the button's words. */
type Props = { clicks: number; label: "viewMore" | "viewLess" | "clickViewMore"; param?: string; className?: string };

export function ViewMoreLink({ clicks, label, param = "more", className = "button button-secondary view-more" }: Props) {
  const { hash } = useLocation();
  const t = useMessages().catalogue;
  // Only the list's own parameter: the page takes no other (routes' `handle`), and a campaign
  // tag in the visitor's address must not reach the server-rendered link (one page per list).
  const search = clicks > 0 ? `?${new URLSearchParams({ [param]: String(clicks) })}` : "";
  return (
    <Link to={{ search, hash }} preventScrollReset replace rel="nofollow" className={className}>
      {t[label]}
    </Link>
  );
}
