import { useState } from "react";
import { Form, useNavigate } from "react-router";
import { pathIn } from "#app/shared/i18n/lang";
import { useLang, useMessages } from "#app/shared/i18n/use-messages";
import { type Suggestion, SearchCombobox } from "./search-combobox";
import { useSuggestions } from "./use-suggestions";

// The one search box as a form of its own (the /search page): a GET to /search, so it searches
// without JavaScript; with it, the field suggests as one types and a chosen suggestion opens its
// page (docs/decisions/114-one-search-box.md).

/** `refused`: why the text was not searched (too long, unreadable), shown under the field. */
export function SearchBox({ q = "", refused }: { q?: string; refused?: string }) {
  const lang = useLang();
  const t = useMessages().search;
  const navigate = useNavigate();
  const [text, setText] = useState(q);
  const suggestions = useSuggestions(text);

  function onChoose(option: Suggestion) {
    if (option.href) navigate(pathIn(lang, option.href));
  }

  return (
    <Form method="get" action={pathIn(lang, "/search")} className="search-form search-box" role="search">
      <div className="field">
        <label className="field-label" htmlFor="search-q">
          {t.label}
        </label>
        <SearchCombobox
          inputId="search-q"
          name="q"
          value={text}
          groups={suggestions.groups}
          busy={suggestions.busy}
          placeholder={t.placeholder}
          listLabel={t.suggestions}
          onFirstUse={suggestions.start}
          onType={setText}
          onChoose={onChoose}
          invalid={Boolean(refused) && text === q}
          errorId="search-refused"
        />
        {refused && text === q ? (
          <p id="search-refused" className="field-error" role="alert" data-testid="search-refused">
            {refused}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button search-button">
        {t.submit}
      </button>
    </Form>
  );
}
