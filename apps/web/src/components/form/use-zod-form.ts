import { schemaResolver, type UseFormInput, type UseFormReturnType, useForm } from '@mantine/form';
import type { TFieldErrors } from '@sikerja/contracts';
import { useState } from 'react';
import type { z } from 'zod';
import { errorMessage, isApiError } from '../../lib/api-error.ts';

export interface ZodFormOptions<Values> extends Omit<UseFormInput<Values>, 'validate'> {
  initialValues: Values;
}

export interface ZodForm<Values> {
  form: UseFormReturnType<Values>;
  /** A failure that belongs to no field (403, 429, 409, network): shown as an Alert. */
  formError: string | null;
  setFormError: (message: string | null) => void;
  /**
   * The form's onSubmit: validates with the schema, runs the action, and on failure puts the
   * server's 422 field errors under their fields and anything else in `formError`. What was
   * typed stays.
   */
  handleSubmit: (
    action: (values: Values) => Promise<unknown>,
  ) => (event?: React.FormEvent<HTMLFormElement>) => void;
}

/** The first message of each field, as Mantine shows one error per field. */
export function firstFieldErrors(errors: TFieldErrors): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first = messages[0];
    if (first) result[field] = first;
  }
  return result;
}

/**
 * A Mantine form validated by a shared zod contract (the same schema the server uses), with
 * server errors mapped back onto the fields (CONVENTIONS guideline 23).
 */
export function useZodForm<Values extends Record<string, unknown>>(
  schema: z.ZodType,
  options: ZodFormOptions<Values>,
): ZodForm<Values> {
  const form = useForm<Values>({
    mode: 'controlled',
    validateInputOnBlur: true,
    ...options,
    validate: schemaResolver(schema, { sync: true }),
  });
  const [formError, setFormError] = useState<string | null>(null);

  const handleSubmit: ZodForm<Values>['handleSubmit'] = (action) =>
    form.onSubmit(async (values) => {
      setFormError(null);
      try {
        await action(values);
      } catch (error) {
        if (isApiError(error) && error.hasFieldErrors) {
          const fields = firstFieldErrors(error.fieldErrors);
          const known = Object.keys(fields).filter((f) => f in form.getValues());
          form.setErrors(fields);
          // Errors on fields this form does not show still need to be seen.
          if (known.length === 0) setFormError(Object.values(fields).join(' '));
          return;
        }
        setFormError(errorMessage(error));
      }
    });

  return { form, formError, setFormError, handleSubmit };
}
