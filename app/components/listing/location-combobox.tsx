import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

import {
  LOCATION_QUERY_MAX_CHARS,
  LOCATION_SUGGESTIONS_MIN_CHARS,
} from '../../../contract/location-suggestions';
import type { LocationSuggestion } from '../../../contract/reference';
import { useI18n } from '../../i18n/i18n';
import { requestApi } from '../../lib/api';

/** Typing pauses this long before the suggestions are asked for. */
const DEBOUNCE_MS = 250;

/**
 * The listing page's keyword and location box (`.combobox`): a combobox (WAI-ARIA 1.2) that suggests up to 5
 * towns, districts or states from 2 typed characters (product.md sections 2 and 9). Without
 * JavaScript it is a plain text field of the filter form.
 */
export function LocationCombobox({
  name,
  label,
  value,
  onValueChange,
  onPick,
}: {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A suggestion was chosen (click or Enter): the form applies it. */
  onPick: (label: string) => void;
}) {
  const { language, m } = useI18n();
  const texts = m.listing.suggestions;
  // A Malayalam page offers the places by their Malayalam names, and searches by them.
  const labelOf = (suggestion: LocationSuggestion) =>
    (language === 'ml' && suggestion.label_ml) || suggestion.label;
  const inputId = useId();
  const listboxId = useId();
  const [suggestions, setSuggestions] = useState<LocationSuggestion[]>([]);
  const [isOpen, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [typed, setTyped] = useState<string | null>(null);
  const askedRef = useRef(0);

  // Ask once typing pauses; a later question makes an earlier answer stale.
  useEffect(() => {
    if (typed === null) return;
    const text = typed;
    const timer = window.setTimeout(() => {
      const asked = (askedRef.current += 1);
      requestApi<LocationSuggestion[]>(`/properties/locations/?q=${encodeURIComponent(text)}`)
        .then((answer) => {
          if (asked !== askedRef.current) return;
          setSuggestions(answer);
          setActiveIndex(-1);
          setOpen(answer.length > 0);
        })
        // Suggestions are a help, not a need: without them the box still searches.
        .catch(() => {
          if (asked === askedRef.current) setSuggestions([]);
        });
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  const pick = (suggestion: LocationSuggestion) => {
    askedRef.current += 1;
    setOpen(false);
    setActiveIndex(-1);
    onValueChange(labelOf(suggestion));
    onPick(labelOf(suggestion));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!isOpen) {
        setOpen(true);
        setActiveIndex(step === 1 ? 0 : count - 1);
        return;
      }
      // Wraps round at either end.
      setActiveIndex((index) =>
        index < 0 && step === -1 ? count - 1 : (index + step + count) % count,
      );
    } else if (event.key === 'Enter' && isOpen && activeIndex >= 0) {
      const suggestion = suggestions[activeIndex];
      if (!suggestion) return;
      event.preventDefault();
      pick(suggestion);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    }
  };

  const isExpanded = isOpen && suggestions.length > 0;
  const optionId = (index: number) => `${listboxId}-${index}`;

  return (
    <div className="combobox">
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <SearchIcon />
      <input
        id={inputId}
        type="text"
        name={name}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          const text = event.target.value.trim().slice(0, LOCATION_QUERY_MAX_CHARS);
          if (text.length >= LOCATION_SUGGESTIONS_MIN_CHARS) {
            setTyped(text);
            return;
          }
          askedRef.current += 1;
          setTyped(null);
          setSuggestions([]);
          setOpen(false);
        }}
        onKeyDown={handleKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => suggestions.length > 0 && value.trim().length >= 2 && setOpen(true)}
        // The label says what to type; it is the placeholder too.
        placeholder={label}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={listboxId}
        aria-activedescendant={isExpanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
      />
      <ul id={listboxId} role="listbox" aria-label={texts.label} hidden={!isExpanded}>
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.label}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            // Keep the focus in the box, so the click lands before the blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
            onMouseMove={() => setActiveIndex(index)}
          >
            <span>{labelOf(suggestion)}</span>
            <span>
              {suggestion.listings === 0 ? texts.noListings : texts.listings(suggestion.listings)}
            </span>
          </li>
        ))}
      </ul>
      <p className="sr-only" role="status">
        {isExpanded ? texts.status(suggestions.length) : ''}
      </p>
    </div>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
