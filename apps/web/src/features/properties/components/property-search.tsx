import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long typing pauses before the list searches: one request per word, not per letter. */
const SEARCH_DELAY_MS = 300;

interface Props {
  value: string;
  onSearch: (text: string) => void;
}

/**
 * The property list's search box: the text searched in names, tax codes, addresses and tenants.
 * What is typed shows at once; the search follows when typing pauses, or at once on Enter.
 */
export function PropertySearch({ value, onSearch }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const searchLatest = useRef(onSearch);
  searchLatest.current = onSearch;
  // A search changed elsewhere (back, forward, a link) shows in the box.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => searchLatest.current(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <IconField iconPosition="left" className="property-search">
      <InputIcon className="pi pi-search" aria-hidden="true" />
      <InputText
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text.trim());
        }}
        placeholder={t('properties.search.placeholder')}
        aria-label={t('properties.search.label')}
        maxLength={100}
      />
    </IconField>
  );
}
