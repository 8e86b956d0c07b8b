import {
  Autocomplete,
  type AutocompleteProps,
  type ComboboxItem,
  isOptionsGroup,
  type OptionsFilter,
} from '@mantine/core';
import type { ResourceField } from '../resource-config.ts';

type SuggestedTextInputProps = Omit<AutocompleteProps, 'data' | 'value' | 'onChange'> & {
  useSuggestions: NonNullable<ResourceField['useSuggestions']>;
  values: Readonly<Record<string, unknown>>;
  value: string;
  onChange: (value: string) => void;
};

/** How many suggestions the list shows at once; the person narrows by typing. */
const SHOWN = 30;

/** Case, spaces and punctuation aside, as the server matches names ('pangkalpinang'). */
const looseKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Suggestions holding the typed text loosely, those starting with it first. */
const looseFilter: OptionsFilter = ({ options, search, limit }) => {
  const typed = looseKey(search);
  const items = options.filter((o): o is ComboboxItem => !isOptionsGroup(o));
  if (!typed) return items.slice(0, limit);
  const starting = items.filter((o) => looseKey(o.label).startsWith(typed));
  const holding = items.filter(
    (o) => !looseKey(o.label).startsWith(typed) && looseKey(o.label).includes(typed),
  );
  return [...starting, ...holding].slice(0, limit);
};

/** A text field offering the config's suggestions as the person types; any text is kept. */
export function SuggestedTextInput({ useSuggestions, values, ...props }: SuggestedTextInputProps) {
  const suggestions = useSuggestions(values);
  return (
    <Autocomplete
      {...props}
      data={[...suggestions]}
      filter={looseFilter}
      limit={SHOWN}
      maxDropdownHeight={280}
    />
  );
}
