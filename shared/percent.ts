/** `part` of `whole` as a whole percent (the figures players and admins read); 0 of nothing is 0 %. */
export const percent = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 100) : 0);
