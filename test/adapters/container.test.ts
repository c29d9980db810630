import { EMPTY, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { backendNames, bindBackend, createContainer, getBackend } from '../../adapters/createContainer.js';
import { NativeBackend } from '../../adapters/native/NativeBackend.js';
import type { Backend, Model, SolverEvent, SupportReport } from '../../core/index.js';
import { UnknownBackendError } from '../../core/index.js';

class EchoBackend implements Backend {
  readonly id = 'echo';
  supports(_model: Model): SupportReport {
    return { ok: true, unsupported: [], warnings: [] };
  }
  solve(_model: Model): Observable<SolverEvent> {
    return EMPTY;
  }
}

describe('backend container', () => {
  it('binds the built-in backends by name', () => {
    const c = createContainer();
    expect(backendNames(c)).toContain('native');
    const b = getBackend(c, 'native');
    expect(b).toBeInstanceOf(NativeBackend);
    expect(b.id).toBe('native');
    expect(getBackend(c, 'native')).toBe(b); // singleton per container
  });

  it('lets a user bind and select their own backend', () => {
    const c = createContainer();
    bindBackend(c, 'echo', () => new EchoBackend());
    expect(backendNames(c)).toEqual([...backendNames(createContainer()), 'echo']);
    expect(getBackend(c, 'echo').id).toBe('echo');
  });

  it('refuses a duplicate name and names the available backends for an unknown one', () => {
    const c = createContainer();
    expect(() => bindBackend(c, 'native', () => new NativeBackend())).toThrow(/already bound/);
    expect(() => getBackend(c, 'nope')).toThrow(UnknownBackendError);
    expect(() => getBackend(c, 'nope')).toThrow(/available: native/);
  });
});
