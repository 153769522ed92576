import { invokeFunction } from '../client/invokeFunction';

/** Whether the image service's key is configured (`GET status`). */
export async function getImageServiceStatus(): Promise<boolean> {
  const { ok } = await invokeFunction<{ ok: boolean }>('status', { method: 'GET' });
  return ok === true;
}
