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
      <p className="board-filter__q">
        <label htmlFor="board-q">{f.q}</label>
        <input id="board-q" type="search" name="q" defaultValue={filter.q} maxLength={60} autoComplete="off" />
      </p>
      <p>
        <label htmlFor="board-stage">{f.stage}</label>
        <select id="board-stage" name="stage" defaultValue={filter.stage}>
          <option value="">{f.any}</option>
          {STAGES.map((s) => (
            <option key={s} value={s}>
              {t.stages[s]}
            </option>
          ))}
        </select>
      </p>
      <p>
        <label htmlFor="board-model">{f.model}</label>
        <select id="board-model" name="model" defaultValue={filter.model}>
          <option value="">{f.any}</option>
          {models.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </p>
      <p>
        <label htmlFor="board-from">{f.from}</label>
        <input id="board-from" type="date" name="from" defaultValue={filter.from} />
      </p>
      <p>
        <label htmlFor="board-to">{f.to}</label>
        <input id="board-to" type="date" name="to" defaultValue={filter.to} />
      </p>
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
