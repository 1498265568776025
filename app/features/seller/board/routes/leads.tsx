import { Link } from "react-router";
import { sellerSessionContext } from "#app/features/seller/context";
import { pathIn } from "#app/shared/i18n/lang";
import { fill } from "#app/shared/i18n/use-messages";
import { leadsBoardContext } from "../context";
import { filterQuery, readBoardFilter } from "../rules/filter";
import { BoardFilterForm } from "../components/board-filter";
import { BoardLeadCard } from "../components/board-lead";
import { spanText } from "../components/format";
import { sellerMetaLang } from "#app/features/seller/use-seller-words";
import { boardMeta, useBoardWords } from "../words";
import "#app/styles/leads.css";
import "#app/styles/seller-board.css";
import type { Route } from "./+types/leads";

// /seller/leads: every lead of the seller's trader, newest first, a page at a time, searched by
// name or mobile and filtered by stage, model and dates; the seller's median time to first contact.

export async function loader({ request, context }: Route.LoaderArgs) {
  // The signed-in layout let only a seller through.
  const seller = (await context.get(sellerSessionContext).seller())!;
  const filter = readBoardFilter(new URL(request.url).searchParams);
  const page = await context.get(leadsBoardContext)(seller).page(filter);
  return { ...page, filter };
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useBoardWords();
  const { leads, older, models, filter, response } = loaderData;
  const filtered = Boolean(filter.q || filter.stage || filter.model || filter.from || filter.to);
  return (
    <section className="board" aria-labelledby="board-title">
      <h1 id="board-title">{t.title}</h1>
      <p className="board-response" data-testid="board-response">
        {response.medianMs === null ? (
          t.response.none
        ) : (
          <>
            <strong>{fill(t.response.median, { time: spanText(t, response.medianMs) })}</strong>
            <br />
            <span className="board-muted">{fill(t.response.counted, { contacted: response.contacted, leads: response.leads })}</span>
          </>
        )}
      </p>
      <BoardFilterForm filter={filter} models={models} />
      {leads.length === 0 ? (
        <p className="board-empty">{filtered ? t.empty : t.none}</p>
      ) : (
        <ol className="board-list">
          {leads.map((lead) => (
            <BoardLeadCard key={lead.id} lead={lead} />
          ))}
        </ol>
      )}
      <nav className="board-pager">
        {filter.before ? <Link to={pathIn(lang, "/seller/leads") + filterQuery({ ...filter, before: "" })}>{t.newest}</Link> : null}
        {older ? <Link to={pathIn(lang, "/seller/leads") + filterQuery({ ...filter, before: older })}>{t.older}</Link> : null}
      </nav>
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return boardMeta(sellerMetaLang(matches), (t) => t.title);
}
