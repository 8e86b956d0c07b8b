import { MultiSelect, Select, Switch, Textarea, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { DateField } from '../../../components/date-picker/date-field.tsx';
import type { ResourceField } from '../resource-config.ts';
import { DocumentField } from './document-field.tsx';
import { FormNumberInput } from './form-number-input.tsx';
import { MapField } from './map-field.tsx';
import { ReferenceMultiSelect } from './reference-multi-select.tsx';
import { ReferenceSelect } from './reference-select.tsx';
import { SuggestedTextInput } from './suggested-text-input.tsx';

type Values = Record<string, unknown>;

interface ResourceFieldInputProps {
  field: ResourceField;
  form: UseFormReturnType<Values>;
  /** The stored row when editing (a 'file' field opens its document). */
  row?: Values | null;
  /** For 'file': true while a file is on its way, so the form waits before saving. */
  onBusyChange?: (busy: boolean) => void;
}

const asString = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * One field of a master form, by its input kind. Empty inputs give null (or '' for text), so
 * the shared zod contract decides what is required and says so in Indonesian.
 */
export function ResourceFieldInput({
  field,
  form,
  row = null,
  onBusyChange,
}: ResourceFieldInputProps) {
  // A map writes other fields (field.map); it has no value of its own.
  if (field.input === 'map') return <MapField field={field} form={form} />;
  if (field.input === 'file') {
    return <DocumentField field={field} form={form} row={row} onBusyChange={onBusyChange} />;
  }
  const props = form.getInputProps(field.name);
  const value: unknown = props.value;
  const common = {
    label: field.label,
    description: field.description,
    placeholder: field.placeholder,
    withAsterisk: field.required,
    error: props.error,
    onBlur: props.onBlur,
    onFocus: props.onFocus,
  };
  const set = (next: unknown) => form.setFieldValue(field.name, next);

  switch (field.input) {
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          value={asString(value)}
          onChange={(e) => set(e.currentTarget.value)}
        />
      );
    case 'number':
    case 'percent':
    case 'money':
      return (
        <FormNumberInput
          {...common}
          value={value}
          onChange={set}
          min={field.min}
          max={field.max ?? (field.input === 'percent' ? 100 : undefined)}
          step={field.step}
          allowDecimal={field.input !== 'money'}
          decimalSeparator=","
          thousandSeparator={field.input === 'money' ? '.' : undefined}
          prefix={field.input === 'money' ? 'Rp ' : undefined}
          suffix={field.input === 'percent' ? ' %' : field.suffix ? ` ${field.suffix}` : undefined}
          hideControls={field.input === 'money'}
        />
      );
    case 'date':
      return (
        <DateField {...common} value={asString(value)} onChange={(next) => set(next)} clearable />
      );
    case 'time':
      return (
        <TimeInput
          {...common}
          value={asString(value).slice(0, 5)}
          onChange={(e) => set(e.currentTarget.value || null)}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          data={[...(field.options ?? [])]}
          value={value === null || value === undefined ? null : String(value)}
          onChange={(next) => set(next)}
          placeholder={field.placeholder ?? 'Pilih'}
          searchable={(field.options?.length ?? 0) > 8}
          clearable={!field.required}
          allowDeselect={!field.required}
        />
      );
    case 'multiselect':
      return (
        <MultiSelect
          {...common}
          data={[...(field.options ?? [])]}
          value={Array.isArray(value) ? value.map(String) : []}
          onChange={(next) => set(next)}
          placeholder={field.placeholder ?? 'Pilih'}
          searchable
        />
      );
    case 'reference':
      return (
        <ReferenceSelect
          {...common}
          field={field}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => set(next)}
        />
      );
    case 'references':
      return (
        <ReferenceMultiSelect
          {...common}
          field={field}
          value={Array.isArray(value) ? value.filter((v) => typeof v === 'number') : []}
          onChange={(next) => set(next)}
        />
      );
    case 'switch':
      return (
        <Switch
          label={field.label}
          description={field.description}
          error={props.error}
          checked={value === true}
          onChange={(e) => set(e.currentTarget.checked)}
          mt="xs"
        />
      );
    default:
      if (field.useSuggestions) {
        return (
          <SuggestedTextInput
            {...common}
            useSuggestions={field.useSuggestions}
            values={form.getValues()}
            value={asString(value)}
            onChange={set}
          />
        );
      }
      return (
        <TextInput
          {...common}
          value={
            Array.isArray(value) && field.listSeparator !== undefined
              ? value.join(field.listSeparator)
              : asString(value)
          }
          onChange={(e) => set(e.currentTarget.value)}
        />
      );
  }
}
