// Zero-padded numbers for clock times and dates ("09:05", "2026-03-07").

/** `v` as at least `width` digits, zero-padded on the left: pad(7) → "07", pad(26, 4) → "0026". */
export const pad = (v: number, width = 2): string => String(v).padStart(width, '0');
