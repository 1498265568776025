import { formatInr, formatInrPaise } from "#app/shared/rules/money";
import { LEAD_PACK_PRICE, YEARS } from "#app/features/tools/rules/battery-facts";
import { type Names, useNames } from "#app/shared/i18n/names";
import { fill } from "#app/shared/i18n/use-messages";
import type { BatteryAnswer, SideView } from "#app/features/tools/server/battery";
import type { BatteryWords } from "./messages";

// The two batteries side by side (docs/decisions/118): a row per question, a column per battery,
// so at 360 px the three columns fit; the figures each cell rests on go under it in small type.

const hours = ([low, high]: readonly [number, number]) => {
  const show = (h: number) => String(Math.round(h * 10) / 10);
  return low === high ? show(low) : `${show(low)}–${show(high)}`;
};

type Row = { key: string; label: string; cell: (s: SideView) => React.ReactNode };

function rows(w: BatteryWords, answer: BatteryAnswer, names: Names): Row[] {
  // The side priced by the premium names the asked model's price and the difference it adds or takes.
  const asked = answer.sides.find((s) => s.name !== null);
  const premium = formatInr(answer.premium?.amount ?? 0);
  const purchaseNote = (s: SideView) => {
    if (!s.packIncluded) return fill(w.withPack, { price: formatInr(s.vehiclePrice), pack: formatInr(s.pack.price) });
    if (s.name === null && asked) return fill(s.chemistry === "lithium" ? w.plusPremium : w.lessPremium, { price: formatInr(asked.vehiclePrice), premium });
    if (s.priced === "town") return fill(s.km > 0 ? w.priceNear : w.priceIn, { price: formatInr(s.vehiclePrice), town: names.town(s.town), km: s.km });
    return fill(w.priceFrom, { price: formatInr(s.vehiclePrice), town: names.town(s.town) });
  };
  return [
    { key: "model", label: w.row.model, cell: (s) => s.name ?? (s.chemistry === "lithium" ? w.estimated : w.estimatedLead) },
    { key: "battery", label: w.row.battery, cell: (s) => fill(w.batteryOf, { type: names.spec(s.batteryType) || w.side[s.chemistry], size: s.size, range: s.rangeKm }) },
    {
      key: "purchase", label: w.row.purchase,
      cell: (s) => (<><strong>{formatInr(s.cost.purchase)}</strong><small>{purchaseNote(s)}</small></>),
    },
    {
      key: "charging", label: w.row.charging,
      cell: (s) => {
        const figures = { n: s.cost.chargesPerDay, hours: hours(s.cost.hoursPerCharge), km: answer.use.km };
        return (<>{fill(w.charges, figures)}{s.cost.fitsInDay ? null : <small data-testid="battery-over-day">{fill(w.overDay, figures)}</small>}</>);
      },
    },
    {
      key: "charging-cost", label: w.row.chargingCost,
      cell: (s) => (<>{fill(w.home, { amount: formatInr(s.cost.energyPerDay) })}<small>{fill(w.point, { amount: formatInr(s.cost.pointPerDay) })}</small></>),
    },
    ...YEARS.map((years) => ({
      key: `replaced-${years}`, label: fill(w.row.replaced, { years }),
      cell: (s: SideView) => (s.cost.replacements[years] === 0 ? w.none : fill(w.replaced, { n: s.cost.replacements[years], pack: formatInr(s.pack.price), amount: formatInr(s.cost.replacements[years] * s.pack.price) })),
    })),
    ...YEARS.map((years) => ({ key: `cost-${years}`, label: fill(w.row.costOver, { years }), cell: (s: SideView) => <strong>{formatInr(s.cost.costOver[years])}</strong> })),
    {
      key: "per-km", label: w.row.perKm,
      cell: (s) => (<><strong>{formatInrPaise(s.cost.perKm)}</strong><small>{fill(w.perKmOf, { energy: formatInrPaise(s.cost.energyPerKm), wear: formatInrPaise(s.cost.wearPerKm) })}</small></>),
    },
  ];
}

export function BatteryTable({ answer, w }: { answer: BatteryAnswer; w: BatteryWords }) {
  const names = useNames();
  const [lead, lithium] = answer.sides as [SideView, SideView];
  const gap = lead.cost.costOver[5] - lithium.cost.costOver[5];
  return (
    <>
      <div className="table-scroll">
        <table className="data-table battery-table" data-testid="battery-table">
          <caption>{fill(w.caption, { km: answer.use.km, days: answer.use.days })}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{w.side.leadAcid}</th>
              <th scope="col">{w.side.lithium}</th>
            </tr>
          </thead>
          <tbody>
            {rows(w, answer, names).map((r) => (
              <tr key={r.key} data-testid={`battery-${r.key}`}>
                <th scope="row">{r.label}</th>
                <td>{r.cell(lead)}</td>
                <td>{r.cell(lithium)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {Math.round(gap) !== 0 ? (
        <p className="battery-verdict" data-testid="battery-verdict">
          {fill(w.cheaper[gap > 0 ? "lithium" : "leadAcid"], { amount: formatInr(Math.abs(gap)) })}
        </p>
      ) : null}
    </>
  );
}

/** How the lithium battery's price was worked out from the catalogue, in the page's words. */
export function PremiumNote({ answer, w }: { answer: BatteryAnswer; w: BatteryWords }) {
  const p = answer.premium;
  // The lithium field's default is worked from the sourced lead-acid price, whatever was typed.
  const lead = LEAD_PACK_PRICE.value;
  if (!p) return <p>{w.premiumNone}</p>;
  const sums = { amount: formatInr(p.amount), pack: formatInr(lead), lithiumPack: formatInr(lead + p.amount) };
  const [own] = p.pairs;
  if (p.own && own) {
    return (
      <p data-testid="battery-premium">
        {fill(w.premiumOwn, {
          ...sums, brand: own.brand, lead: own.lead, leadPrice: formatInr(own.leadPrice), leadTown: own.leadTown,
          lithium: own.lithium, lithiumPrice: formatInr(own.lithiumPrice), lithiumTown: own.lithiumTown,
        })}
      </p>
    );
  }
  const pairs = p.pairs.map((pair) => fill(w.pair, { brand: pair.brand, amount: formatInr(pair.amount) })).join(", ");
  return <p data-testid="battery-premium">{fill(w.premiumTypical, { ...sums, brand: answer.brandName, pairs })}</p>;
}
