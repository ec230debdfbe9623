import { SearchBox } from '@fluentui/react-components';
import { useT } from '../../core/i18n';

export interface FilterBoxProps {
  className?: string;
  value: string;
  onChange(text: string): void;
  /** default 输入关键字进行过滤 */
  placeholder?: string;
}

/** The filter box above a tree (sidebar, check tree, tree table): its text filters the nodes by label. */
export function FilterBox({ className, value, onChange, placeholder }: FilterBoxProps) {
  const t = useT();
  const text = placeholder ?? t('treeSidebar.filterPlaceholder');
  return (
    <SearchBox
      className={className}
      size="small"
      placeholder={text}
      aria-label={text}
      // Fluent's own label of the clear button is the English word 'clear'
      dismiss={{ 'aria-label': t('treeSidebar.clearFilter') }}
      value={value}
      onChange={(_, d) => onChange(d.value)}
      data-tree-filter=""
    />
  );
}
