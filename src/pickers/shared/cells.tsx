/** Cells that several picker tables show: an http(s) link opened in a new window, a small picture, the
 * first two of a list of names. */
import '../../core/i18n/areas/people';
import { makeStyles } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { safeImage, safeLink } from '../../core/safe-url';

const useStyles = makeStyles({
  link: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  thumb: { width: '32px', height: '32px', objectFit: 'cover', borderRadius: '2px', display: 'block' },
});

/** An http(s) address as a link to a new window (noopener), named by `label` (default: the address);
 * anything else as plain text (the label, else the address), none as --. */
export function ExternalLink({ href, label }: { href?: string | null; label?: string }) {
  const styles = useStyles();
  if (!href) return <>{label || '--'}</>;
  const link = safeLink(href);
  if (!link) return <span className={styles.link}>{label || href}</span>;
  return (
    <a className={styles.link} href={link} target="_blank" rel="noopener noreferrer" title={label || href} onClick={(e) => e.stopPropagation()}>
      {label || href}
    </a>
  );
}

/** A 32 px picture (a cover, an icon); -- without a source (or with one that is not a picture's address). */
export function Thumbnail({ src, alt }: { src?: string | null; alt: string }) {
  const styles = useStyles();
  const picture = safeImage(src);
  return picture ? <img className={styles.thumb} src={picture} alt={alt} loading="lazy" /> : <>--</>;
}

/** At most two names, then 等 N 个 with every name in the table's tooltip (spec 2 Staff picker). */
export function FirstTwo({ names }: { names: string[] }) {
  const t = useT();
  if (!names.length) return <span data-cell-text="">--</span>;
  const separator = t('common.listSeparator');
  const shown = names.slice(0, 2).join(separator);
  if (names.length <= 2) return <span data-cell-text="">{shown}</span>;
  return (
    <span data-cell-text="" data-cell-tip={names.join(separator)}>
      {shown} {t('staffPicker.more', { count: names.length })}
    </span>
  );
}
