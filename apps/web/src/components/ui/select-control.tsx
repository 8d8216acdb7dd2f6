import type { SelectProps } from '@mantine/core';
import { Select as MantineSelect } from '@mantine/core';
import type { Ref } from 'react';
import { useEffect, useRef } from 'react';

/**
 * Mantine's Select as LazySelect fetches it, in a chunk of its own. When it mounts without a
 * value, Mantine empties a controlled search (keeping the search in step with the value). Here
 * it mounts in a stand-in's place, and the search holds what was typed before it arrived: that
 * first emptying is not passed on, so the text stays.
 */
export function Select({
  onSearchChange,
  ref,
  ...props
}: SelectProps & { ref?: Ref<HTMLInputElement> }) {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return (
    <MantineSelect
      {...props}
      ref={ref}
      onSearchChange={(search) => {
        if (mounted.current || search !== '') onSearchChange?.(search);
      }}
    />
  );
}
