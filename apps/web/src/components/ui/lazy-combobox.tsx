import type { AutocompleteProps, SelectProps, TextInputProps } from '@mantine/core';
import { ComboboxChevron, TextInput } from '@mantine/core';
import type { FieldStandIn } from './lazy-field';
import { lazyField } from './lazy-field';

/*
 * Mantine's Select and Autocomplete, fetched when the field is about to be used (see
 * lazy-field.tsx). Their stand-ins are the closed fields drawn by TextInput, the input both
 * are built on: a combobox with the same label, value, sections, description and error.
 */

/** What a closed combobox's input says of itself (as Mantine's own target says it). */
const closedCombobox = {
  role: 'combobox',
  'aria-haspopup': 'listbox',
  'aria-expanded': false,
  autoComplete: 'off',
} as const;

/** The props both stand-ins draw; the rest take effect once the full control is there. */
function standInProps(
  props: SelectProps | AutocompleteProps,
  standIn: FieldStandIn,
): TextInputProps & { ref: FieldStandIn['bindInput'] } {
  return {
    ...closedCombobox,
    ref: standIn.bindInput,
    onPointerEnter: standIn.onPointerEnter,
    onFocus: standIn.onFocus,
    onClick: standIn.onClick,
    label: props.label,
    description: props.description,
    placeholder: props.placeholder,
    error: props.error,
    required: props.required,
    withAsterisk: props.withAsterisk,
    disabled: props.disabled,
    size: props.size,
    leftSection: props.leftSection,
    inputContainer: props.inputContainer,
    maw: props.maw,
    w: props.w,
    lang: props.lang,
    spellCheck: props.spellCheck,
  };
}

/** An entry of a select's data: a value, an item or a group of either. */
type DataEntry = string | { value?: string; label?: string; items?: readonly DataEntry[] };

/** The label of the chosen option in a select's data. */
function labelOf(data: readonly DataEntry[] | undefined, value: string | null | undefined): string {
  if (value == null || !data) return '';
  for (const entry of data) {
    if (typeof entry === 'string') {
      if (entry === value) return entry;
    } else if (entry.items) {
      const label = labelOf(entry.items, value);
      if (label) return label;
    } else if (entry.value === value) {
      return entry.label ?? value;
    }
  }
  return '';
}

export function SelectStandIn({ standIn, ...props }: SelectProps & { standIn: FieldStandIn }) {
  const searching = props.searchable && props.searchValue !== undefined;
  return (
    <TextInput
      {...standInProps(props, standIn)}
      value={
        searching
          ? props.searchValue
          : labelOf(props.data as readonly DataEntry[] | undefined, props.value)
      }
      readOnly={!props.searchable}
      pointer={!props.searchable}
      onChange={(event) => props.onSearchChange?.(event.currentTarget.value)}
      rightSection={props.rightSection ?? <ComboboxChevron error={props.error} />}
    />
  );
}

export function AutocompleteStandIn({
  standIn,
  ...props
}: AutocompleteProps & { standIn: FieldStandIn }) {
  return (
    <TextInput
      {...standInProps(props, standIn)}
      value={props.value}
      onChange={(event) => props.onChange?.(event.currentTarget.value)}
      rightSection={props.rightSection}
    />
  );
}

/**
 * Mantine's Select, fetched on first use. A searchable one shows `searchValue`, so give it
 * `searchValue` and `onSearchChange`: what is typed before the control arrives is kept.
 */
export const LazySelect = lazyField<SelectProps>(
  () => import('./select-control').then((module) => module.Select),
  SelectStandIn,
);

/** Mantine's Autocomplete, fetched on first use; give it `value` and `onChange`. */
export const LazyAutocomplete = lazyField<AutocompleteProps>(
  () => import('./autocomplete-control').then((module) => module.Autocomplete),
  AutocompleteStandIn,
);
