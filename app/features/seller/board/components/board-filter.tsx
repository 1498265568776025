import { Form } from "react-router";
import { pathIn } from "#app/shared/i18n/lang";
import type { BoardFilter } from "../rules/filter";
import { STAGES } from "../rules/stages";
import { useBoardWords } from "../words";

// The board's search and filters: a GET form, so the result is an address and needs no JavaScript.

export function BoardFilterForm({ filter, models }: { filter: BoardFilter; models: readonly string[] }) {
  const { lang, t } = useBoardWords();
  const f = t.filter;
  return (
    <Form method="get" className="board-filter" role="search" aria-label={f.legend}>
      <label className="board-filter__q">
        <span>{f.q}</span>
        <input type="search" name="q" defaultValue={filter.q} maxLength={60} autoComplete="off" />
      </label>
      <label>
        <span>{f.stage}</span>
        <select name="stage" defaultValue={filter.stage}>
          <option value="">{f.any}</option>
          {STAGES.map((s) => (
            <option key={s} value={s}>
              {t.stages[s]}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{f.model}</span>
        <select name="model" defaultValue={filter.model}>
          <option value="">{f.any}</option>
          {models.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{f.from}</span>
        <input type="date" name="from" defaultValue={filter.from} />
      </label>
      <label>
        <span>{f.to}</span>
        <input type="date" name="to" defaultValue={filter.to} />
      </label>
      <div className="board-filter__buttons">
        <button type="submit" className="button">
          {f.show}
        </button>
        <a className="button button-secondary" href={pathIn(lang, "/seller/leads")}>
          {f.clear}
        </a>
      </div>
    </Form>
  );
}
