import { leadBookContext } from "#app/context";
import { leadsCsv } from "#app/domain/leads/csv";
import { istDate } from "#app/i18n/dates";
import { notFound } from "#app/lib/route-errors";
import { PRIVATE_PAGE_HEADERS } from "#app/seo/private-page";
import type { Route } from "./+types/leads-csv";

// The lead page's CSV download, /leads/{token}/leads.csv: every lead of the trader, newest first.

export async function loader({ params, context }: Route.LoaderArgs) {
  const book = await context.get(leadBookContext).all(params.token);
  if (!book) notFound();
  const filename = `leads-${book.tName}-${istDate(Date.now())}.csv`;
  return new Response(leadsCsv(book.leads), {
    headers: {
      ...PRIVATE_PAGE_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, "")}"`,
    },
  });
}
