/**
 * The toolbar of a management list searched by name (classes, approval flows): a name box and 搜索 (a
 * `role="search"` form, part `search-form`; Enter searches too), then at the far end the list's own
 * buttons (新增...). The typed name stays the box's until it is searched.
 */
import * as React from 'react';
import { Button, Input } from '@fluentui/react-components';
import { useListPageStyles } from './ListPage.styles';

export interface NameSearchProps {
  /** the box's label and placeholder, the button's text */
  label: string;
  placeholder: string;
  searchText: string;
  /** the list is not asked (no permission, a missing attribute) */
  disabled?: boolean;
  onSearch(name: string): void;
  /** the list's buttons at the far end */
  children?: React.ReactNode;
}

export function NameSearch({ label, placeholder, searchText, disabled, onSearch, children }: NameSearchProps) {
  const styles = useListPageStyles();
  const [name, setName] = React.useState('');
  return (
    <form
      className={styles.toolbar}
      role="search"
      part="search-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(name);
      }}
    >
      <Input className={styles.search} value={name} aria-label={label} placeholder={placeholder} onChange={(_, d) => setName(d.value)} disabled={disabled} />
      <Button type="submit" appearance="primary" disabled={disabled} data-action="search">{searchText}</Button>
      <span className={styles.spacer} />
      {children}
    </form>
  );
}
