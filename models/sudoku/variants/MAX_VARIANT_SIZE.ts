/** Largest grid side a variant puzzle may have (tables of some constraints grow with N², N³). */
export const MAX_VARIANT_SIZE = 36;
