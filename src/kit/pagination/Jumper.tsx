import * as React from 'react';
import { Input } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { parseJump } from './pagination.logic';
import { usePaginationStyles } from './Pagination.styles';

export interface JumperProps {
  page: number;
  pageCount: number;
  disabled?: boolean;
  onJump(page: number): void;
}

/** 「前往 [ ] 页」: Enter or leaving the field applies the number, clamped to 1..pageCount; anything
 * that is not a number is ignored and the field shows the current page again. */
export function Jumper({ page, pageCount, disabled, onJump }: JumperProps) {
  const t = useT();
  const styles = usePaginationStyles();
  const [text, setText] = React.useState(String(page));
  const [shown, setShown] = React.useState(page);
  if (shown !== page) {
    setShown(page);
    setText(String(page));
  }
  // the words before and after the number box, in the language's order
  const [before = '', after = ''] = t('pagination.jumpTo').split('{input}').map((s) => s.trim());
  const apply = () => {
    const target = parseJump(text, pageCount);
    setText(String(target ?? page));
    if (target !== null && target !== page) onJump(target);
  };
  return (
    <span className={styles.jumper}>
      {before}
      <Input
        size="small"
        className={styles.jumperInput}
        input={{ className: styles.jumperField }}
        inputMode="numeric"
        aria-label={t('pagination.jumper')}
        value={text}
        disabled={disabled}
        onChange={(_, d) => setText(d.value)}
        onBlur={apply}
        onKeyDown={(e) => {
          if (e.key === 'Enter') apply();
        }}
      />
      {after}
    </span>
  );
}
