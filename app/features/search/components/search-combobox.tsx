import { useEffect, useId, useState } from "react";
import { useTypedBeforeHydration } from "#app/shared/components/typed-before-hydration";

// The one search box's field: an ARIA 1.2 combobox whose suggestions come in groups (types,
// towns, brands, models, dealers, …), arrow keys moving through all of them, Enter or a click
// choosing one, Escape closing the list. The field is an ordinary text input of a GET form, so
// before hydration and without JavaScript the form still searches (a native <datalist> may give
// plain suggestions meanwhile). Which suggestions to show is the caller's (./use-suggestions.ts).

export type Suggestion = { key: string; label: string; detail?: string; href?: string; brand?: string };
export type SuggestionGroup = { id: string; heading: string; options: Suggestion[] };

type Props = {
  inputId: string;
  name: string;
  value: string;
  groups: readonly SuggestionGroup[];
  placeholder: string;
  listLabel: string;
  /** Read to assistive technology while suggestions load. */
  busy?: boolean;
  invalid?: boolean;
  errorId?: string;
  inputRef?: React.Ref<HTMLInputElement>;
  /** Plain suggestions before hydration (the home page's brands). */
  datalist?: readonly string[];
  onType: (text: string) => void;
  onChoose: (option: Suggestion) => void;
  onFirstUse?: () => void;
  onBlur?: () => void;
};

export function SearchCombobox(props: Props) {
  const { inputId, name, value, groups, placeholder, listLabel, busy, invalid, errorId, inputRef, datalist } = props;
  const id = useId();
  const listId = `${id}-list`;
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  useEffect(() => setHydrated(true), []);
  // What was typed before the page hydrated counts as typed now (its suggestions included).
  useTypedBeforeHydration(inputId, value, (text, field) => typed(text, field === document.activeElement));

  const options = groups.flatMap((g) => g.options);
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  function typed(text: string, open = true) {
    props.onFirstUse?.();
    props.onType(text);
    setOpen(open);
    setActive(-1);
  }

  function choose(option: Suggestion) {
    setOpen(false);
    setActive(-1);
    props.onChoose(option);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const n = options.length;
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
        if (expanded && active >= 0 && options[active]) {
          event.preventDefault();
          choose(options[active]);
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

  let index = -1;
  return (
    <div className="combobox">
      <input
        ref={inputRef}
        id={inputId}
        name={name}
        type="search"
        className="field-input"
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={200}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        aria-busy={busy || undefined}
        list={hydrated || !datalist ? undefined : `${id}-datalist`}
        value={value}
        onFocus={props.onFirstUse}
        onChange={(e) => typed(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          props.onBlur?.();
        }}
      />
      {hydrated || !datalist ? null : (
        <datalist id={`${id}-datalist`}>
          {datalist.map((b) => (
            <option key={b} value={b} />
          ))}
        </datalist>
      )}
      <div id={listId} role="listbox" aria-label={listLabel} className="combobox-list" hidden={!expanded}>
        {groups.map((group) => {
          const shown = group.options.map((option) => {
            const i = ++index;
            return (
              <div
                key={option.key}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className="combobox-option"
                // keep the focus in the field, so its blur does not close the list before the click
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(option)}
              >
                <span className="combobox-label">{option.label}</span>
                {option.detail ? <span className="combobox-detail">{option.detail}</span> : null}
              </div>
            );
          });
          // a group without a heading (the "all results" line) is options alone
          if (!group.heading) return <div key={group.id} role="presentation" className="combobox-all">{shown}</div>;
          return (
            <div key={group.id} role="group" aria-labelledby={`${id}-${group.id}`} className="combobox-group">
              <div id={`${id}-${group.id}`} role="presentation" className="combobox-heading">
                {group.heading}
              </div>
              {shown}
            </div>
          );
        })}
      </div>
    </div>
  );
}
