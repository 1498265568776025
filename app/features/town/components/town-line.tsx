import { useLocation, useMatches, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root";
import { pathIn, withoutLang } from "#app/shared/i18n/lang";
import { useLang, useMessages } from "#app/shared/i18n/use-messages";
import { useNames } from "#app/shared/i18n/names";
import { townPickerPath } from "./town-picker-path";
import { typeInView } from "./type-in-view";

// Under the header: the visitor's town and a link to change it, or a link to choose one
// (docs/decisions/115-your-town-first.md). A plain link to /town, which works without JavaScript
// and comes back here once a town is chosen; where a vehicle type is in view, to that type in the
// chosen town (docs/decisions/147).

export function TownLine() {
  const t = useMessages().shell.townLine;
  const lang = useLang();
  const names = useNames();
  const { pathname, search } = useLocation();
  const town = useRouteLoaderData<typeof rootLoader>("root")?.town ?? null;
  const type = typeInView(useMatches());
  const here = withoutLang(pathname);
  // The picker's own page needs no link to itself.
  if (here === "/town") return null;
  const change = pathIn(lang, townPickerPath(here + search, type));
  return (
    <div className="town-line" data-testid="town-line">
      {town ? (
        <>
          <span>
            {t.yours} <strong data-testid="town-name">{names.town(town.name)}</strong>
          </span>
          <a href={change} className="town-change">
            {t.change}
          </a>
        </>
      ) : (
        <a href={change} className="town-change">
          {t.choose}
        </a>
      )}
    </div>
  );
}
