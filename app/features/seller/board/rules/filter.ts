import { istDayStart } from "#app/shared/i18n/dates";
import { type Stage, isStage } from "./stages";

// The board's search and filters as the address carries them (?q=&stage=&model=&from=&to=&before=),
// so a search is a link and works without JavaScript. A value that is not one (an unknown stage, a
// date that does not exist) filters nothing rather than failing the page.

export type BoardFilter = { q: string; stage: Stage | ""; model: string; from: string; to: string; before: string };
export const NO_FILTER: BoardFilter = { q: "", stage: "", model: "", from: "", to: "", before: "" };

const text = (value: string | null, max: number) => (value ?? "").trim().slice(0, max);
const day = (value: string | null) => (istDayStart(text(value, 10)) === null ? "" : text(value, 10));

export function readBoardFilter(params: URLSearchParams): BoardFilter {
  const stage = text(params.get("stage"), 20);
  return {
    q: text(params.get("q"), 60),
    stage: isStage(stage) ? stage : "",
    model: text(params.get("model"), 120),
    from: day(params.get("from")),
    to: day(params.get("to")),
    before: text(params.get("before"), 90),
  };
}

/** The query string of a filter (empty values left out), e.g. for the next page's link. */
export function filterQuery(filter: Partial<BoardFilter>): string {
  const params = new URLSearchParams(Object.entries(filter).filter(([, v]) => v) as [string, string][]);
  return params.size ? `?${params}` : "";
}
