/**
 * Resolves in a task of its own, after what the current task still does. A `MessageChannel`
 * message, not `setTimeout`: a hidden tab delays timers by up to a second, a message it does not.
 * (shared-data has the same helper; the entry cannot import it before the federation's async
 * boundary, where no shared module is available yet.)
 */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
