import { type CSSProperties, useId } from 'react';
import layout from './layout.module.css';

interface SearchBoxProps {
  /** Read out as the field's label, and shown as its placeholder. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Extra class of the bar, which stays on top while what it searches scrolls. */
  className?: string;
  style?: CSSProperties;
}

/** A search field in its sticky bar, labelled for screen readers. */
export function SearchBox({ label, value, onChange, className, style }: SearchBoxProps) {
  const inputId = useId();
  return (
    <search className={`${layout.searchBar} ${className ?? ''}`} style={style}>
      <label className="visually-hidden" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={layout.searchInput}
        type="search"
        value={value}
        placeholder={label}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </search>
  );
}
