// A chunk of its own, fetched by lazy-combobox.tsx when a select is about to be used.
export { Select } from '@mantine/core';
