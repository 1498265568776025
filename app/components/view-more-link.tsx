import { Link, useLocation } from "react-router";

// A list's View More / View Less control (spec §4 Lists). It is a link to `?more=N` the loader
// honours, so it works without JavaScript; with JavaScript the router loads the longer list in
// place and keeps the scroll position.

type Props = { clicks: number; label: string; param?: string; className?: string };

export function ViewMoreLink({ clicks, label, param = "more", className = "button button-secondary view-more" }: Props) {
  const { search, hash } = useLocation();
  const params = new URLSearchParams(search);
  if (clicks > 0) params.set(param, String(clicks));
  else params.delete(param);
  const query = params.toString();
  return (
    <Link to={{ search: query ? `?${query}` : "", hash }} preventScrollReset replace rel="nofollow" className={className}>
      {label}
    </Link>
  );
}
