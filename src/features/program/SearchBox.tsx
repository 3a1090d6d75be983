import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH } from '../../../schemas/constants';

/** The search box: typing updates the address after the search debounce (500 ms). */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const id = setTimeout(() => latest.current(text), SEARCH.DEBOUNCE);
    return () => clearTimeout(id);
  }, [text, value]);
  return (
    <input
      type="search"
      aria-label={t('program.search')}
      placeholder={t('program.search')}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onSearch(text);
      }}
    />
  );
}
