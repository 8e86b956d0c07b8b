import { ActionIcon, Loader, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/** SPEC section 9: the search submits by itself this long after the last key. */
export const SEARCH_DEBOUNCE_MS = 500;

interface DataTableSearchProps {
  value: string;
  onSearch: (value: string) => void;
  /** The table is loading: the icon turns into a spinner. */
  isBusy: boolean;
  onTypingChange: (isTyping: boolean) => void;
  placeholder?: string;
}

/** The box's width on a wider screen: at least 260 px, or the placeholder and the icon. */
export function searchWidth(placeholder: string): number {
  // About 7.2 px a character at the input's 14 px, plus the padding and the icon button.
  return Math.max(260, Math.ceil(placeholder.length * 7.2) + 56);
}

/** Search box of a table: submits on Enter, on its icon, and 500 ms after typing stops. */
export function DataTableSearch({
  value,
  onSearch,
  isBusy,
  onTypingChange,
  placeholder = 'Cari…',
}: DataTableSearchProps) {
  const [text, setText] = useState(value);
  const [isTyping, setTyping] = useState(false);
  /** The text of our own last submit, until the URL has taken it. */
  const ownSubmit = useRef<string | null>(null);

  // Back/forward or a link changed the search: show it. When the change is our own submit
  // arriving, keep what is typed: the person may have gone on typing while the URL caught up
  // (on a slow phone 'Pe' became 'P' when the submit of 'P' landed), and 'Budi ' submitted as
  // 'Budi' must not lose its space before 'Santoso'.
  useEffect(() => {
    const own = ownSubmit.current;
    ownSubmit.current = null;
    if (own !== null && own.trim() === value) return;
    setText(value);
  }, [value]);
  useEffect(() => onTypingChange(isTyping), [isTyping, onTypingChange]);

  const submit = (next: string) => {
    debounced.cancel();
    setTyping(false);
    if (next.trim() !== value) {
      ownSubmit.current = next;
      onSearch(next);
    }
  };
  const debounced = useDebouncedCallback(submit, SEARCH_DEBOUNCE_MS);

  const showSpinner = isTyping || isBusy;
  return (
    <TextInput
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        setTyping(true);
        debounced(next);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          submit(text);
        }
      }}
      placeholder={placeholder}
      aria-label="Cari"
      type="search"
      // Wide enough for the whole placeholder, not 'Cari nama pegawai atau jen…' (issue 15).
      w={{ base: '100%', xs: searchWidth(placeholder) }}
      rightSectionPointerEvents="all"
      rightSection={
        // The icon stays a button while it spins: typing shows the spinner at once, and a
        // click must still submit without waiting for the 500 ms pause.
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={() => submit(text)}
          aria-label="Cari sekarang"
          aria-busy={showSpinner}
        >
          {showSpinner ? <Loader size={14} /> : <IconSearch size={16} />}
        </ActionIcon>
      }
    />
  );
}
