import { Link } from "react-router";
import { sellerSessionContext } from "#app/features/seller/context";
import { sellerMoneyContext } from "#app/features/seller/money/context";
import { formatDayIn } from "#app/shared/i18n/dates";
import { pathIn } from "#app/shared/i18n/lang";
import { moneyMeta } from "../meta";
import { useMoneyWords } from "../words";
import "#app/styles/seller-money.css";
import type { Route } from "./+types/months";

// /seller/money: the trader's months, newest first, each with its leads and its tax invoice once
// issued (docs/decisions/167).

export async function loader({ context }: Route.LoaderArgs) {
  const seller = (await context.get(sellerSessionContext).seller())!;
  return { months: await context.get(sellerMoneyContext).months(seller.tName) };
}

export default function MoneyMonths({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useMoneyWords();
  return (
    <section className="money" aria-labelledby="money-title">
      <h1 id="money-title">{t.title}</h1>
      <p className="muted">{t.monthsIntro}</p>
      {loaderData.months.length ? (
        <ul className="money-months" data-testid="money-months">
          {loaderData.months.map((m) => (
            <li key={m.month}>
              <Link to={pathIn(lang, `/seller/money/${m.month}`)}>{formatDayIn(lang, m.month)}</Link>
              <span>
                {t.leadsCount}: {m.leads}
              </span>
              <span>{m.invoice ? `${t.invoice} ${m.invoice}` : t.noInvoice}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.noMonths}</p>
      )}
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return moneyMeta(matches, (t) => t.title);
}
