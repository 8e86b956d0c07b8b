import { Group, Select, type SelectProps, Text } from '@mantine/core';
import { MENU_ICON_NAMES, menuIcon } from '../../../components/menu-icons.ts';

// The component name itself is the label: it is what the API stores and its errors cite.
const data = MENU_ICON_NAMES.map((name) => ({ value: name, label: name }));

function IconPreview({ name, size = 18 }: { name: string | null; size?: number }) {
  const Icon = menuIcon(name);
  return <Icon size={size} stroke={1.6} aria-hidden />;
}

type IconSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string | null;
  onChange: (value: string | null) => void;
};

/** A searchable list of the icons the sidebar can draw, each shown beside its name. */
export function IconSelect({ value, onChange, ...props }: IconSelectProps) {
  // A name saved before the sidebar lost it still shows, so the admin sees what is stored.
  const options =
    value && !MENU_ICON_NAMES.includes(value) ? [{ value, label: value }, ...data] : data;
  return (
    <Select
      {...props}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage="Ikon tidak ditemukan"
      leftSection={<IconPreview name={value} />}
      renderOption={({ option }) => (
        <Group gap="sm" wrap="nowrap">
          <IconPreview name={option.value} />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
      maxDropdownHeight={280}
    />
  );
}
