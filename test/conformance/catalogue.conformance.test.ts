import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContainer } from '../../adapters/index.js';
import { agreeWithOracle } from '../support/agreeWithOracle.js';
import { configBackend, configNames } from '../support/conformanceConfigs.js';
import { CATALOGUE_CONFORMANCE_ROWS } from './catalogue/rows.js';

/**
 * One row per catalogue kind, run against every registered backend: each backend that expresses a
 * model agrees with brute force, and the row's required backends express every model.
 */
const container = createContainer();

describe.each(CATALOGUE_CONFORMANCE_ROWS.map((r) => [r.kind, r] as const))(
  'catalogue conformance: %s',
  (_kind, row) => {
    it.each(configNames(container))('backend %s agrees with brute force', async (name) => {
      const backend = configBackend(container, name);
      const required = row.requiredBackends.includes(name);
      await fc.assert(
        fc.asyncProperty(row.models, async (model) => {
          const ran = await agreeWithOracle(backend, model);
          if (required) expect(ran, `${name} must express ${row.kind}`).toBe(true);
        }),
        { numRuns: row.numRuns ?? 100, seed: 0x5eed },
      );
    });
  },
);
