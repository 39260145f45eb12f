import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach } from 'vitest';

/**
 * For component tests under happy-dom: `mount` renders into a fresh element of the document, with
 * React's act() environment on so updates are flushed before assertions; whatever a test mounted is
 * unmounted and removed after it.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const unmount of mounted.splice(0)) await unmount();
});

export async function mount(element: ReactElement) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const unmount = async () => {
    await act(async () => root.unmount());
    host.remove();
  };
  mounted.push(unmount);
  await act(async () => root.render(element));
  return {
    host,
    rerender: (next: ReactElement) => act(async () => root.render(next)),
    unmount: async () => {
      mounted.splice(mounted.indexOf(unmount), 1);
      await unmount();
    },
  };
}
