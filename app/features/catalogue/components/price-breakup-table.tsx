import type { Breakup } from "#app/shared/rules/price-breakup";
import { priceText, useMessages } from "#app/shared/i18n/use-messages";

// The price breakup of a model in a city; the lines and their texts come from priceBreakup().

/** `children`: rows the page adds after the breakup's own lines (the subsidy lines, decision 117). */
export function PriceBreakupTable({ breakup, caption, children }: { breakup: Breakup; caption: string; children?: React.ReactNode }) {
  const t = useMessages().catalogue;
  return (
    <div className="table-scroll">
      <table className="kv-table breakup-table" data-testid="price-breakup">
        <caption>{caption}</caption>
        <tbody>
          {breakup.lines.map(({ label, text }) => (
            <tr key={label.term} className={label.term === "onRoadIn" ? "total" : undefined}>
              <th scope="row">{priceText(t, label)}</th>
              <td className="num">{priceText(t, text)}</td>
            </tr>
          ))}
          {children}
        </tbody>
      </table>
    </div>
  );
}
