import type { Breakup } from "#app/domain/rules/price-breakup";
import { term, useMessages } from "#app/i18n/use-messages";

// Spec §2 price breakup of a model in a city; the lines and their texts come from priceBreakup().

export function PriceBreakupTable({ breakup, caption }: { breakup: Breakup; caption: string }) {
  const t = useMessages().catalogue;
  return (
    <div className="table-scroll">
      <table className="kv-table breakup-table" data-testid="price-breakup">
        <caption>{caption}</caption>
        <tbody>
          {breakup.lines.map(({ label, text }) => (
            <tr key={label} className={label.startsWith("On Road Price") ? "total" : undefined}>
              <th scope="row">{term(t, label)}</th>
              <td className="num">{term(t, text)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
