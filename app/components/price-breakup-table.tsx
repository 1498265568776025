import type { Breakup } from "#app/domain/rules/price-breakup";

// Spec §2 price breakup of a model in a city; the lines and their texts come from priceBreakup().

export function PriceBreakupTable({ breakup, caption }: { breakup: Breakup; caption: string }) {
  return (
    <div className="table-scroll">
      <table className="kv-table breakup-table" data-testid="price-breakup">
        <caption>{caption}</caption>
        <tbody>
          {breakup.lines.map((line) => (
            <tr key={line.label} className={line.label.startsWith("On Road Price") ? "total" : undefined}>
              <th scope="row">{line.label}</th>
              <td className="num">{line.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
