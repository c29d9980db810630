import { BUILTIN_KINDS } from '../../../../core/kinds/BUILTIN_KINDS.js';
import type { KindRegistry } from '../../../../core/kinds/KindRegistry.js';
import { connectedLabelsKind } from './connectedLabelsKind.js';

/** The built-in kinds and `connectedLabels`: the registry of chaos construction models. */
export const CHAOS_KINDS: KindRegistry = BUILTIN_KINDS.extend().register(connectedLabelsKind).freeze();
