import { NativeBackend } from '../../../../adapters/native/NativeBackend.js';
import type { Model, SolveOptions } from '../../../../core/index.js';

/** A native backend that counts its synchronous solves (how often the generator asks a backend). */
export class CountingBackend extends NativeBackend {
  /** Synchronous solves so far. */
  calls = 0;
  override solveSync(model: Model, options?: SolveOptions) {
    this.calls++;
    return super.solveSync(model, options);
  }
}
