/**
 * bo-page-header (spec 1 §2): a header bar with a back link (only when there is somewhere to go back to:
 * a given back path, through bo-navigate, or the tab's history), the title, the previous / next record
 * arrows (bo-prev, bo-next; disabled at the ends) and the page's buttons (bo-action with the button's key).
 */
import '../../core/i18n/areas/class';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { navigate, type NavigateDetail } from '../../core/navigate';
import { partRef } from '../../core/runtime';
import { useHeaderBarStyles } from '../../kit/header.styles';
import { canGoBack, type HeaderButton } from './page-header.logic';

export interface PageHeaderProps {
  title?: string;
  buttons?: HeaderButton[];
  /** shows the previous / next record arrows */
  arrows?: boolean;
  prevDisabled?: boolean;
  nextDisabled?: boolean;
  /** where the back link goes (bo-navigate); none: the tab's previous page, when there is one */
  backPath?: string;
  onPrev?(): boolean;
  onNext?(): boolean;
  onAction?(detail: { key: string }): boolean;
  onNavigate?(detail: NavigateDetail): boolean;
}

const useStyles = makeStyles({
  arrows: { display: 'flex', columnGap: '2px' },
  buttons: { display: 'flex', columnGap: tokens.spacingHorizontalS, marginLeft: 'auto', flexShrink: 0 },
});

const Chevron = ({ left }: { left?: boolean }) => (
  <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
    <path d={left ? 'M10.35 3.15a.5.5 0 0 1 0 .7L6.21 8l4.14 4.15a.5.5 0 0 1-.7.7l-4.5-4.5a.5.5 0 0 1 0-.7l4.5-4.5a.5.5 0 0 1 .7 0Z' : 'M5.65 3.15a.5.5 0 0 0 0 .7L9.79 8l-4.14 4.15a.5.5 0 0 0 .7.7l4.5-4.5a.5.5 0 0 0 0-.7l-4.5-4.5a.5.5 0 0 0-.7 0Z'} />
  </svg>
);

export function PageHeader({ title = '', buttons = [], arrows = false, prevDisabled, nextDisabled, backPath, onPrev, onNext, onAction, onNavigate }: PageHeaderProps) {
  const t = useT();
  const styles = useStyles();
  const bar = useHeaderBarStyles();
  const back = () => {
    if (backPath) navigate(onNavigate, { path: backPath });
    else history.back();
  };
  return (
    // title="": the host's own `title` attribute (the heading) must not become a tooltip over the bar
    <header className={bar.root} title="" aria-label={t('pageHeader.label')} part="header">
      {canGoBack(backPath, history.length) && (
        <Button appearance="subtle" icon={<Chevron left />} onClick={back} data-action="back" ref={partRef('back-button')}>{t('pageHeader.back')}</Button>
      )}
      <h1 className={bar.title} part="title">{title}</h1>
      {arrows && (
        <span className={styles.arrows}>
          <Button appearance="subtle" size="small" icon={<Chevron left />} aria-label={t('pageHeader.previous')} disabled={prevDisabled} onClick={() => onPrev?.()} data-action="prev" />
          <Button appearance="subtle" size="small" icon={<Chevron />} aria-label={t('pageHeader.next')} disabled={nextDisabled} onClick={() => onNext?.()} data-action="next" />
        </span>
      )}
      {buttons.length > 0 && (
        <span className={styles.buttons} part="buttons">
          {buttons.map((b) => (
            <Button key={b.key} appearance={b.appearance === 'primary' ? 'primary' : 'secondary'} disabled={b.disabled} onClick={() => onAction?.({ key: b.key })} data-key={b.key}>
              {b.label}
            </Button>
          ))}
        </span>
      )}
    </header>
  );
}
