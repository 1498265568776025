import { consoleContext } from "#app/features/console/context";
import { consoleMeta } from "#app/features/console/meta";
import { consoleMetaLang, useConsoleLang, useWorkWords } from "#app/features/console/use-console-words";
import * as work from "#app/features/console/components/work/messages";
import { TraderList } from "#app/features/console/components/lists/trader-list";
import { readListQuery } from "#app/features/console/rules/list-query";
import { LIST_FILTERS } from "#app/features/console/rules/lists";
import { fill } from "#app/shared/i18n/use-messages";
import { spanText } from "#app/features/seller/board/components/format";
import * as boardWords from "#app/features/seller/board/words";
import type { Route } from "./+types/traders";

// Every dealer and manufacturer of the catalogue, a page of compact rows at a time; each opens its
// page, where the operator manages it (docs/decisions/126).

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readListQuery(new URL(request.url).searchParams, LIST_FILTERS.traders);
  const console = context.get(consoleContext);
  const [page, responseTimes] = await Promise.all([console.lists.traders(query), console.responseTimes()]);
  return { query, page, responseTimes };
}

export default function Traders({ loaderData }: Route.ComponentProps) {
  const t = useWorkWords().traders;
  const span = boardWords[useConsoleLang()];
  const response = (r: { tName: string }) => {
    const time = loaderData.responseTimes[r.tName];
    if (!time) return null;
    return time.medianMs === null ? fill(t.noResponse, { leads: time.leads }) : fill(t.response, { time: spanText(span, time.medianMs), contacted: time.contacted, leads: time.leads });
  };
  return (
    <section aria-labelledby="traders-title">
      <h1 id="traders-title">{t.title}</h1>
      <TraderList {...loaderData} href={(r) => `/admin/traders/${encodeURIComponent(r.tName)}`} testId="console-traders" more={response} />
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(work[consoleMetaLang(matches)].traders.meta);
}
