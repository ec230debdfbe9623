import type * as React from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  code: {
    margin: 0, padding: '12px', background: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium,
    fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere',
  },
});

/** Code to read and copy: monospace, wrapped on screen (the text itself keeps its lines). */
export function CodeBlock({ children, className, ...rest }: React.HTMLAttributes<HTMLPreElement> & { [data: `data-${string}`]: string }) {
  const styles = useStyles();
  return <pre className={mergeClasses(styles.code, className)} {...rest}>{children}</pre>;
}
