import { useEffect, useId, useState } from "react";
import { brandSuggestions } from "#app/domain/rules/brand-search";
import { useMessages } from "#app/i18n/use-messages";

// The home page's brand field (spec §2): suggestions filtered by case-insensitive substring, as
// an ARIA 1.2 combobox (arrow keys move, Enter or a click selects, Escape closes). Before
// hydration, and without JavaScript, a native <datalist> gives the suggestions instead.

const MAX_SUGGESTIONS = 10;

type Props = {
  inputId: string;
  brands: readonly string[];
  value: string;
  invalid: boolean;
  errorId: string;
  inputRef: React.Ref<HTMLInputElement>;
  onType: (text: string) => void;
  onSelect: (brand: string) => void;
  onBlur: () => void;
};

export function BrandCombobox({ inputId, brands, value, invalid, errorId, inputRef, onType, onSelect, onBlur }: Props) {
  const id = useId();
  const t = useMessages().catalogue.search;
  const listId = `${id}-brands`;
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  useEffect(() => setHydrated(true), []);

  const suggestions = brandSuggestions(brands, value).slice(0, MAX_SUGGESTIONS);
  const expanded = open && suggestions.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  function select(brand: string) {
    onSelect(brand);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const n = suggestions.length;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        if (n) setActive((a) => (a + 1) % n);
        break;
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        if (n) setActive((a) => (a <= 0 ? n - 1 : a - 1));
        break;
      case "Enter":
        if (expanded && active >= 0 && suggestions[active]) {
          event.preventDefault();
          select(suggestions[active]);
        }
        break;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
    }
  }

  return (
    <div className="combobox">
      <input
        ref={inputRef}
        id={inputId}
        name="brand"
        type="text"
        className="field-input"
        placeholder={t.placeholder}
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        list={hydrated ? undefined : `${id}-datalist`}
        value={value}
        onChange={(e) => {
          onType(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur();
        }}
      />
      {hydrated ? null : (
        <datalist id={`${id}-datalist`}>
          {brands.map((b) => (
            <option key={b} value={b} />
          ))}
        </datalist>
      )}
      <ul id={listId} role="listbox" aria-label={t.brands} className="combobox-list" hidden={!expanded}>
        {suggestions.map((brand, i) => (
          <li
            key={brand}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className="combobox-option"
            // keep the focus in the field, so its blur does not close the list before the click
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => select(brand)}
          >
            {brand}
          </li>
        ))}
      </ul>
    </div>
  );
}
