/** A page's icon (spec 2 §3 App page): an http(s) picture, or an icon class shown in icon_color; -- without. */
import { makeStyles } from '@fluentui/react-components';
import { safeLink } from '../../core/safe-url';

const useStyles = makeStyles({
  picture: { width: '24px', height: '24px', objectFit: 'contain', display: 'block' },
  glyph: { fontSize: '20px', fontStyle: 'normal' },
});

/** Only the characters of CSS class names: a class from the backend cannot carry markup or a style. */
const iconClass = (icon: string) => icon.replace(/[^\w\s-]/g, '').trim();

export function PageIcon({ icon, color }: { icon?: string | null; color?: string | null }) {
  const styles = useStyles();
  if (!icon) return <>--</>;
  const picture = safeLink(icon);
  if (picture) return <img className={styles.picture} src={picture} alt="" loading="lazy" data-page-icon="image" />;
  // a colour name or #hex only
  const shade = color && /^(#[0-9a-f]{3,8}|[a-z]+)$/i.test(color.trim()) ? color.trim() : undefined;
  return <i className={`${styles.glyph} ${iconClass(icon)}`} style={shade ? { color: shade } : undefined} aria-hidden="true" data-page-icon="class" />;
}
