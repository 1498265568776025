import type { Breakup, BreakupLine } from "#app/domain/rules/price-breakup";
import { escapeMarkup } from "#app/lib/markup";

// Spec §2 price breakup of a model in a city; the lines and their texts come from priceBreakup().
// Rows of text, written as markup (lib/markup.ts).

export function PriceBreakupTable({ breakup, caption }: { breakup: Breakup; caption: string }) {
  return (
    <div className="table-scroll">
      <table className="kv-table breakup-table" data-testid="price-breakup">
        <caption>{caption}</caption>
        <tbody dangerouslySetInnerHTML={{ __html: breakup.lines.map(lineMarkup).join("") }} />
      </table>
    </div>
  );
}

function lineMarkup({ label, text }: BreakupLine): string {
  const total = label.startsWith("On Road Price") ? ' class="total"' : "";
  return `<tr${total}><th scope="row">${escapeMarkup(label)}</th><td class="num">${escapeMarkup(text)}</td></tr>`;
}
