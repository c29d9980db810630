/** The pace slider's value (0..100) as steps per second: 1 to 10,000 on a log scale; 100 is "as fast as drawing allows". */
export function paceOf(slider: number): number {
  return slider >= 100 ? Number.POSITIVE_INFINITY : Math.round(10 ** (slider / 25));
}
