import { leadBookContext } from "#app/features/leads/context";
import { leadsCsv } from "#app/features/leads/rules/csv";
import { istDate } from "#app/shared/i18n/dates";
import { notFound } from "#app/shared/lib/route-errors";
import { PRIVATE_PAGE_HEADERS } from "#app/features/seo/rules/private-page";
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
