/**
 * The page's icon-font stylesheets (configure({ iconStylesheets }) or <bo-config icon-stylesheets>) linked
 * inside the shadow root, so that icons given by class are drawn there. Only http(s) addresses (relative
 * ones included) are linked.
 */
import { getConfig } from '../../core/config';

const allowed = (url: string) => {
  try {
    return /^https?:$/.test(new URL(url, document.baseURI).protocol);
  } catch {
    return false;
  }
};

export function IconStylesheets() {
  return (
    <>
      {getConfig().iconStylesheets.filter(allowed).map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
    </>
  );
}
