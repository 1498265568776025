import { useRef, useState } from "react";
import { Form, useNavigate } from "react-router";
import { resolveBrand } from "#app/domain/rules/brand-search";
import { brandPath } from "#app/domain/rules/slug";
import { BrandCombobox } from "./brand-combobox";
import { useBrandModels } from "./use-brand-models";
import { useLang, useMessages } from "#app/i18n/use-messages";
import { pathIn } from "#app/i18n/lang";

// Spec §2 Home search: brand (required) and model; Search goes to /brand/{brand} or
// /brand/{brand}/{model} and does nothing without a brand. Without JavaScript the form is a GET
// to the home page, whose loader redirects (docs/decisions/011-home-search.md).

type Props = { brands: readonly string[]; typed?: string; rejected?: boolean };

export function HomeSearch({ brands, typed = "", rejected = false }: Props) {
  const navigate = useNavigate();
  const lang = useLang();
  const t = useMessages().catalogue.search;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(typed);
  const [brand, setBrand] = useState<string | null>(null);
  const [model, setModel] = useState("");
  const [touched, setTouched] = useState(rejected);
  const { models, loading } = useBrandModels(brand);

  const invalid = touched && resolveBrand(brands, text) === null;
  const errorId = "brand-search-error";

  function choose(next: string | null) {
    setBrand(next);
    setModel(""); // the model resets to "Select Model" whenever a brand is chosen
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = brand ?? resolveBrand(brands, text);
    if (!chosen) {
      setTouched(true);
      inputRef.current?.focus();
      return;
    }
    navigate(pathIn(lang, brandPath(chosen, model || undefined)));
  }

  return (
    <Form method="get" action={pathIn(lang, "/")} className="search-form" onSubmit={onSubmit} noValidate role="search">
      <div className="field">
        <label className="field-label" htmlFor="home-brand">
          {t.brand}
        </label>
        <BrandCombobox
          inputId="home-brand"
          brands={brands}
          value={text}
          invalid={invalid}
          errorId={errorId}
          inputRef={inputRef}
          onType={(next) => {
            setText(next);
            const exact = brands.find((b) => b.toLowerCase() === next.trim().toLowerCase()) ?? null;
            if (exact !== brand) choose(exact);
          }}
          onSelect={(next) => {
            setText(next);
            choose(next);
          }}
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
