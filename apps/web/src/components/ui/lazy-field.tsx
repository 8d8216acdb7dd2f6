import type { ComponentType, Ref } from 'react';
import { useCallback, useRef, useState } from 'react';
import { withChunkTimeout } from '../../lib/lazy-screen';

/** What a field's stand-in wires to its own input. */
export interface FieldStandIn {
  /**
   * The stand-in's input, as a callback ref: its focus and caret move to the full control when
   * that arrives.
   */
  bindInput: (input: HTMLInputElement | null) => void;
  /** The pointer came over the field or it got focus: fetch the full control. */
  onPointerEnter: () => void;
  onFocus: () => void;
  /** Pressed: the full control is pressed too when it arrives, so its dropdown opens. */
  onClick: () => void;
  /**
   * The stand-in holds text of its own that the full control could not take over (a date half
   * typed), or no longer does: the full control waits to take its place until it holds none.
   */
  drafting: (holdsDraft: boolean) => void;
}

/** Where the user was in the stand-in when the full control arrived. */
interface CarriedOver {
  selection: [number | null, number | null];
  pressed: boolean;
}

/**
 * A form field whose full control (a Mantine Select, Autocomplete or DateInput) is fetched when
 * the field is about to be used, not with its screen: their dropdowns bring Floating UI and
 * the combobox code, about 30 KB gzip, over the screens' bundle budget. Until then `StandIn` draws the
 * closed field, the same input with the same label, value, description and error, and typing
 * into it already works: the value lives with the caller. When the control arrives it takes the
 * stand-in's place and, if the stand-in had the focus, the focus and caret move to it; a press
 * that came first is passed on, so a dropdown opens as if pressed itself. A control that cannot
 * be fetched fails like a screen that cannot: the route's error panel offers to reload.
 */
export function lazyField<Props extends object>(
  load: () => Promise<ComponentType<Props & { ref?: Ref<HTMLInputElement> }>>,
  StandIn: ComponentType<Props & { standIn: FieldStandIn }>,
) {
  type Field = ComponentType<Props & { ref?: Ref<HTMLInputElement> }>;
  let loaded: Field | undefined;
  let loading: Promise<Field> | undefined;
  const fetchField = () => {
    loading ??= withChunkTimeout(load()).then(
      (field) => (loaded = field),
      (error: unknown) => {
        loading = undefined; // the next field to ask tries again
        throw error;
      },
    );
    return loading;
  };

  function LazyField(props: Props) {
    const [Field, setField] = useState<Field | undefined>(() => loaded);
    const [failure, setFailure] = useState<unknown>();
    const standInInput = useRef<HTMLInputElement | null>(null);
    const bindInput = useCallback((input: HTMLInputElement | null) => {
      standInInput.current = input;
    }, []);
    const pressed = useRef(false);
    const carried = useRef<CarriedOver | null>(null);
    const holdsDraft = useRef(false);
    const waiting = useRef<Field | undefined>(undefined);

    const fieldInput = useCallback((input: HTMLInputElement | null) => {
      const carriedOver = carried.current;
      if (!input || !carriedOver) return;
      carried.current = null;
      input.focus();
      input.setSelectionRange(...carriedOver.selection);
      if (carriedOver.pressed) input.click();
    }, []);

    if (failure !== undefined) throw failure;
    if (Field) return <Field {...props} ref={fieldInput} />;

    const takePlace = (field: Field) => {
      const input = standInInput.current;
      carried.current =
        input && input === document.activeElement
          ? { selection: [input.selectionStart, input.selectionEnd], pressed: pressed.current }
          : null;
      setField(() => field);
    };
    const fetchOnce = () => {
      void fetchField().then((field) => {
        if (holdsDraft.current) waiting.current = field;
        else takePlace(field);
      }, setFailure);
    };
    const drafting = (draft: boolean) => {
      holdsDraft.current = draft;
      const field = waiting.current;
      if (draft || !field) return;
      waiting.current = undefined;
      takePlace(field);
    };
    return (
      <StandIn
        {...props}
        standIn={{
          bindInput,
          onPointerEnter: fetchOnce,
          onFocus: fetchOnce,
          onClick: () => {
            pressed.current = true;
          },
          drafting,
        }}
      />
    );
  }
  return LazyField;
}
