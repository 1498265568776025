import { Link } from "react-router";
import { sellerSessionContext } from "#app/features/seller/context";
import { sellerMoneyContext } from "#app/features/seller/money/context";
import { notFound } from "#app/shared/lib/route-errors";
import { pathIn } from "#app/shared/i18n/lang";
import { InvoiceView } from "../components/invoice-view";
import { invoiceSheet } from "../invoice-sheet";
import { moneyMeta } from "../meta";
import { useMoneyWords } from "../words";
import "#app/styles/seller-money.css";
import type { Route } from "./+types/invoice";

// /seller/money/yyyy-mm/invoice: the month's GST tax invoice as a page to print (docs/decisions/167),
// in the language it was issued in; the links around it in the workspace's. Not issued: 404.

export async function loader({ params, context }: Route.LoaderArgs) {
  const seller = (await context.get(sellerSessionContext).seller())!;
  const invoice = await context.get(sellerMoneyContext).invoice(seller.tName, params.month);
  if (!invoice) notFound();
  return { month: params.month, number: invoice.number, sheet: invoiceSheet(invoice) };
}

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  const { month, sheet } = loaderData;
  const { lang, t } = useMoneyWords();
  return (
    <section className="money">
      <p className="money-actions no-print">
        <Link to={pathIn(lang, `/seller/money/${month}`)}>← {t.back}</Link>
        <a className="button button-secondary" href={pathIn(lang, `/seller/money/${month}/invoice.pdf`)} download>
          {t.downloadPdf}
        </a>
      </p>
      <InvoiceView sheet={sheet} />
    </section>
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return moneyMeta(matches, (t) => `${t.taxInvoice} ${loaderData?.number ?? ""}`.trim());
}
