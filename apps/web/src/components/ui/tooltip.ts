// A chunk of its own, fetched by with-tooltip.tsx when a tooltip's control shows.
export { Tooltip } from '@mantine/core';
