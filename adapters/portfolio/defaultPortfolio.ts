import type { Model } from '../../core/model/Model.js';
import { DEFAULT_PORTFOLIO_RULES } from './DEFAULT_PORTFOLIO_RULES.js';
import { modelAtoms } from './modelAtoms.js';
import type { PortfolioRule } from './PortfolioRule.js';

/**
 * The members a portfolio runs on `model` when none are configured: those of the first rule whose
 * `maxAtoms` the model's size (`modelAtoms`) does not pass (the last rule when it passes them all).
 */
export function defaultPortfolio(
  model: Model,
  rules: readonly PortfolioRule[] = DEFAULT_PORTFOLIO_RULES,
): readonly string[] {
  const atoms = modelAtoms(model);
  for (const rule of rules) if (atoms <= rule.maxAtoms) return rule.members;
  return rules.at(-1)?.members ?? [];
}
