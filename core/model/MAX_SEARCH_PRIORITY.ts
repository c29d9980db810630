/**
 * The largest search priority level `Model.searchPriority` takes (and its negative the smallest): levels
 * are kept in the same 32-bit tie-break key as degrees, one level worth more than any degree.
 */
export const MAX_SEARCH_PRIORITY = 1000;
