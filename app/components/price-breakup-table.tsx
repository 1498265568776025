import type { Breakup } from "#app/domain/rules/price-breakup";

// Spec §2 price breakup of a model in a city; the lines and their texts come from priceBreakup().

export function PriceBreakupTable({ breakup, caption }: { breakup: Breakup; caption: string }) {
  return (
    <div className="table-scroll">
      <table className="kv-table breakup-table" data-testid="price-breakup">
        <caption>{caption}</caption>
        <tbody>
          {breakup.lines.map(({ label, text }) => (
            <tr key={label} className={label.startsWith("On Road Price") ? "total" : undefined}>
              <th scope="row">{label}</th>
              <td className="num">{text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
