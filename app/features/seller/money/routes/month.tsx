import { Link } from "react-router";
import { sellerSessionContext } from "#app/features/seller/context";
import { sellerMoneyContext } from "#app/features/seller/money/context";
import { notFound } from "#app/shared/lib/route-errors";
import { formatDayIn } from "#app/shared/i18n/dates";
import { pathIn } from "#app/shared/i18n/lang";
import { fill } from "#app/shared/i18n/use-messages";
import { StatementView } from "../components/statement";
import { moneyMeta } from "../meta";
import { useMoneyWords } from "../words";
import "#app/styles/seller-money.css";
import type { Route } from "./+types/month";

// /seller/money/yyyy-mm: the trader's statement of the month (the console's, its part of it), and
// the month's tax invoice once the operator issued it (docs/decisions/167). No such month: 404.

export async function loader({ params, context }: Route.LoaderArgs) {
  const seller = (await context.get(sellerSessionContext).seller())!;
  const found = await context.get(sellerMoneyContext).statement(seller.tName, params.month);
  if (!found) notFound();
  return found;
}

export default function MoneyMonth({ loaderData }: Route.ComponentProps) {
  const { month, issued, statement, invoice } = loaderData;
  const { lang, t } = useMoneyWords();
  const base = `/seller/money/${month}`;
  return (
    <section className="money" aria-labelledby="money-title">
      <p>
        <Link to={pathIn(lang, "/seller/money")}>← {t.back}</Link>
      </p>
      <h1 id="money-title">{fill(t.statementTitle, { month: formatDayIn(lang, month) })}</h1>
      <p className="muted" data-testid="money-state">
        {issued ? t.closed : t.draft}
      </p>
      <div className="money-invoice" data-testid="money-invoice">
        {invoice ? (
          <>
            <b>{fill(t.invoiceReady, { number: invoice.number })}</b>
            <a className="button" href={pathIn(lang, `${base}/invoice`)}>
              {t.viewInvoice}
            </a>
            <a className="button button-secondary" href={pathIn(lang, `${base}/invoice.pdf`)} download>
              {t.downloadPdf}
            </a>
          </>
        ) : (
          <span>{t.notIssued}</span>
        )}
      </div>
      <StatementView statement={statement} t={t} />
    </section>
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return moneyMeta(matches, (t, lang) => fill(t.statementTitle, { month: loaderData ? formatDayIn(lang, loaderData.month) : "" }));
}
