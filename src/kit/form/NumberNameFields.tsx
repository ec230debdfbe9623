/**
 * The number, name and description of a record dialog (the class dialog, the group dialog): the number
 * required, hinted and locked when editing, the name required, the description free, each with its
 * limit and counter. The words are the dialog's (its spec's messages).
 */
import { TextField } from './fields';
import { TextareaField } from './TextareaField';
import { required } from './rules';

export interface NumberNameWords {
  number: string;
  numberHint: string;
  numberRequired: string;
  name: string;
  nameRequired: string;
  remark: string;
}

export interface NumberNameFieldsProps {
  limits: { readonly serial_number: number; readonly name: number; readonly remark: number };
  words: NumberNameWords;
  /** the number cannot change once saved */
  editing: boolean;
}

export function NumberNameFields({ limits, words, editing }: NumberNameFieldsProps) {
  return (
    <>
      <TextField
        name="serial_number"
        label={words.number}
        maxLength={limits.serial_number}
        disabled={editing}
        hint={words.numberHint}
        rules={required(words.numberRequired)}
      />
      <TextField name="name" label={words.name} maxLength={limits.name} rules={required(words.nameRequired)} />
      <TextareaField name="remark" label={words.remark} maxLength={limits.remark} />
    </>
  );
}
