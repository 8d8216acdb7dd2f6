// A chunk of its own, fetched by lazy-combobox.tsx when an autocomplete is about to be used.
export { Autocomplete } from '@mantine/core';
