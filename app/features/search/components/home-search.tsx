import { useRef, useState } from "react";
import { Form, useNavigate } from "react-router";
import { resolveBrand } from "#app/features/catalogue/rules/brand-search";
import { brandPath } from "#app/shared/rules/slug";
import { cleanQuery } from "#app/shared/search/normalise";
import { type Suggestion, SearchCombobox } from "./search-combobox";
import { useSuggestions } from "./use-suggestions";
import { useBrandModels } from "../../catalogue/components/use-brand-models";
import { useTypedBeforeHydration } from "../../../shared/components/typed-before-hydration";
import { useLang, useMessages } from "#app/shared/i18n/use-messages";
import { pathIn } from "#app/shared/i18n/lang";

// The home page search, and the one search box (docs/decisions/114): the field suggests brands,
// models, types, towns, dealers, manufacturers and guides as one types. A brand chosen (or typed
// so that it names one) keeps the brand and model search: Search goes to /brand/{brand} or
// /brand/{brand}/{model}. Any other text goes to the /search page; an empty field does nothing
// and is marked. Without JavaScript the form is a GET to the home page, whose loader redirects
// (docs/decisions/011-home-search.md).

type Props = { brands: readonly string[]; typed?: string; rejected?: boolean };

export function HomeSearch({ brands, typed = "", rejected = false }: Props) {
  const navigate = useNavigate();
  const lang = useLang();
  const t = useMessages().catalogue.search;
  const words = useMessages().search;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(typed);
  const [brand, setBrand] = useState<string | null>(null);
  const [model, setModel] = useState("");
  const [touched, setTouched] = useState(rejected);
  const { models, loading } = useBrandModels(brand);
  const suggestions = useSuggestions(text, brands);
  useTypedBeforeHydration("home-model", model, setModel);

  const invalid = touched && cleanQuery(text) === "";
  const errorId = "brand-search-error";

  function choose(next: string | null) {
    setBrand(next);
    setModel(""); // the model resets to "Select Model" whenever a brand is chosen
  }

  function onChoose(option: Suggestion) {
    if (option.brand) {
      setText(option.brand);
      choose(option.brand);
    } else if (option.href) navigate(pathIn(lang, option.href));
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = brand ?? resolveBrand(brands, text);
    if (chosen) return navigate(pathIn(lang, brandPath(chosen, model || undefined)));
    const q = cleanQuery(text);
    if (q) return navigate(pathIn(lang, `/search?${new URLSearchParams({ q })}`));
    setTouched(true);
    inputRef.current?.focus();
  }

  return (
    <Form method="get" action={pathIn(lang, "/")} className="search-form" onSubmit={onSubmit} noValidate role="search">
      <div className="field">
        <label className="field-label" htmlFor="home-brand">
          {words.label}
        </label>
        <SearchCombobox
          inputId="home-brand"
          name="brand"
          value={text}
          groups={suggestions.groups}
          busy={suggestions.busy}
          placeholder={words.placeholder}
          listLabel={words.suggestions}
          invalid={invalid}
          errorId={errorId}
          inputRef={inputRef}
          datalist={brands}
          onFirstUse={suggestions.start}
          onType={(next) => {
            setText(next);
            const exact = brands.find((b) => b.toLowerCase() === next.trim().toLowerCase()) ?? null;
            if (exact !== brand) choose(exact);
          }}
          onChoose={onChoose}
          onBlur={() => {
            setTouched(true);
            // typed text that names exactly one brand counts as choosing it
            const named = brand ?? resolveBrand(brands, text);
            if (named && named !== brand) {
              setText(named);
              choose(named);
            }
          }}
        />
        {invalid ? (
          <p id={errorId} className="field-error" role="alert">
            {t.chooseBrand}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label className="field-label" htmlFor="home-model">
          {t.model}
        </label>
        <select
          id="home-model"
          name="model"
          className="field-input"
          value={model}
          aria-busy={loading || undefined}
          onChange={(e) => setModel(e.target.value)}
        >
          <option value="">{t.selectModel}</option>
          {models.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button search-button">
        {t.submit}
      </button>
    </Form>
  );
}
