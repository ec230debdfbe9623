/** 是否需要编号规则 as Fluent's radios: a chunk of its own (react-radio is 11 KB min, most of what the list
 * added to a page), loaded as the list first renders; the choice is known only with GET
 * /rule/get_app_enable's answer. Until it comes, `NeededChoice` holds its place. */
import { Radio, RadioGroup } from '@fluentui/react-components';

export interface NeededRadiosProps {
  /** the id of the visible caption that names the choice */
  labelledBy: string;
  yes: string;
  no: string;
  /** is_enable of the answer; undefined while it has not come */
  needed: 0 | 1 | undefined;
  disabled: boolean;
  onChange(needed: boolean): void;
}

export function NeededRadios({ labelledBy, yes, no, needed, disabled, onChange }: NeededRadiosProps) {
  return (
    <RadioGroup
      layout="horizontal"
      aria-labelledby={labelledBy}
      value={needed === undefined ? '' : String(needed)}
      disabled={disabled}
      onChange={(_, d) => onChange(d.value === '1')}
      data-field="needed"
    >
      <Radio value="1" label={yes} />
      <Radio value="0" label={no} />
    </RadioGroup>
  );
}
