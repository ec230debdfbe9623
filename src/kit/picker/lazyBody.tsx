/**
 * `lazyBody(load)`: a section's body (a tree table, a card grid, a cascader...) whose code loads apart,
 * like the engine's: a picker's module then holds only its definition. It loads when the body first
 * renders, which the rehearsal of a closed picker does when the browser is idle; the list is empty for
 * that moment if the picker is opened before. A body that cannot be loaded says so in the list, and the
 * page gets bo-error.
 */
import * as React from 'react';
import { useT } from '../../core/i18n';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart } from '../../core/runtime/lazy-part';
import type { PickerBodyProps } from './types';

/** a body: the engine's props, and those its section gives it (`Extra`) */
type Body<Row, Extra extends object = object> = (props: PickerBodyProps<Row> & Extra) => React.ReactNode;

const Loading = () => null;

/** What the list shows in the body's place; the element tells once (partMissing) when it is shown: not
 * in the closed picker's rehearsal, which is inert and out of sight. */
function FailedNotice() {
  const t = useT();
  return <div role="alert" data-bo-error="">{t('common.renderFailed')}</div>;
}
const Failed = partMissing<object>("the picker's list", FailedNotice);

export function lazyBody<Row, Extra extends object = object>(load: () => Promise<Body<Row, Extra>>): Body<Row, Extra> {
  type Props = PickerBodyProps<Row> & Extra;
  const Part = lazyPart<Props>(load as () => Promise<React.ComponentType<Props>>, Loading, Failed);
  return (props) => <Part {...props} />;
}
