import { sellerSessionContext } from "#app/features/seller/context";
import { sellerMoneyContext } from "#app/features/seller/money/context";
import { notFound } from "#app/shared/lib/route-errors";
import { PRIVATE_PAGE_HEADERS } from "#app/features/seo/rules/private-page";
import type { Route } from "./+types/invoice-pdf";

// /seller/money/yyyy-mm/invoice.pdf: the month's tax invoice as a PDF file, private to the trader
// (docs/decisions/167). Not issued: the 404 page.

export async function loader({ params, context }: Route.LoaderArgs) {
  const seller = (await context.get(sellerSessionContext).seller())!;
  const money = context.get(sellerMoneyContext);
  const invoice = await money.invoice(seller.tName, params.month);
  if (!invoice) notFound();
  const file = `${invoice.number.replaceAll("/", "-")}.pdf`;
  return new Response(await money.pdf(invoice), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${file}"`,
      ...PRIVATE_PAGE_HEADERS,
    },
  });
}
