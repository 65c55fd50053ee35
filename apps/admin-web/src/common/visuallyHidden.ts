/** sx for text that screen readers read out but the page does not show (e.g. a column header over buttons). */
// Pixel strings: a bare 1 in sx would mean 100%.
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
