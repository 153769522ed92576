import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';

type RemoteModule = { default?: ComponentType } | null | undefined;

/** Loads `remote/ExposedModule` and returns its default React component, or throws. */
export async function loadRemoteComponent(id: string): Promise<{ default: ComponentType }> {
  const module = (await loadRemote<RemoteModule>(id)) as RemoteModule;
  if (!module || typeof module.default !== 'function') {
    throw new Error(`Remote module "${id}" did not provide a component.`);
  }
  return { default: module.default };
}
