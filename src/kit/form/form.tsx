/**
 * The form model: react-hook-form's `useForm` with the kit's defaults (validate on submit, then on every
 * change; focus the first field in error), and `<BoForm>`, the `<form>` that gives it to the fields. Its
 * submit validates every field; with errors it focuses the first one and calls nothing.
 */
import * as React from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';

export function useBoForm<T extends FieldValues>(defaultValues: DefaultValues<T>): UseFormReturn<T> {
  return useForm<T>({ defaultValues, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: true });
}

export interface BoFormProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** called with the values when every rule holds */
  onValid: SubmitHandler<T>;
  className?: string;
  id?: string;
  children?: React.ReactNode;
}

export function BoForm<T extends FieldValues>({ form, onValid, className, id, children }: BoFormProps<T>) {
  return (
    <FormProvider {...form}>
      <form id={id} className={className} noValidate onSubmit={(e) => void form.handleSubmit(onValid)(e)} data-bo-form="">
        {children}
      </form>
    </FormProvider>
  );
}
