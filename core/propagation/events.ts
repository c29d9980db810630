/**
 * Domain event flags. A change raises `DOMAIN` always, `BOUNDS` when the min or max moved,
 * and `ASSIGNED` when one value is left. A propagator subscribes with the weakest mask it
 * needs: `ASSIGNED` only, `ASSIGNED | BOUNDS`, or `ANY`.
 */
export const EV_ASSIGNED = 1;
/** The minimum or maximum moved. */
export const EV_BOUNDS = 2;
/** Some value was removed. */
export const EV_DOMAIN = 4;
/** Wake on every change. */
export const EV_ANY = EV_ASSIGNED | EV_BOUNDS | EV_DOMAIN;
/** Wake when a bound moves or the variable is fixed. */
export const EV_BOUNDS_OR_ASSIGNED = EV_ASSIGNED | EV_BOUNDS;
