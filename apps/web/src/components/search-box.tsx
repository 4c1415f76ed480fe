import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useCallback, useEffect, useRef, useState } from 'react';
import './search-box.css';

/** How long typing pauses before the table searches: one request per word, not per letter. */
const SEARCH_DELAY_MS = 300;

interface Props {
  value: string;
  onSearch: (text: string) => void;
  /** The box's accessible name, e.g. "Search properties". */
  label: string;
  /** What the search looks in, e.g. "Name, tax code, address or tenant". */
  placeholder: string;
}

/**
 * The search box of a table searched by the server (the property list, the overview's contracts).
 * What is typed shows at once; the search follows when typing pauses, or at once on Enter.
 */
export function SearchBox({ value, onSearch, label, placeholder }: Props) {
  const [text, setText] = useState(value);
  // The search this box last asked for: its own search arriving back as `value` leaves alone what
  // has been typed since (the effect below may run a moment after the next key).
  const asked = useRef(value);
  const searchLatest = useRef(onSearch);
  searchLatest.current = onSearch;
  const search = useCallback((next: string) => {
    asked.current = next;
    searchLatest.current(next);
  }, []);
  // A search changed elsewhere (back, forward, a link) shows in the box.
  useEffect(() => {
    if (value === asked.current) return;
    asked.current = value;
    setText(value);
  }, [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => search(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, search]);
  return (
    <IconField iconPosition="left" className="search-box">
      <InputIcon className="pi pi-search" aria-hidden="true" />
      <InputText
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search(text.trim());
        }}
        placeholder={placeholder}
        aria-label={label}
        maxLength={100}
      />
    </IconField>
  );
}
