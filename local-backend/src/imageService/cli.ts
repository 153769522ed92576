/**
 * `pnpm image-service:stand-in`: runs the image service stand-in on 127.0.0.1 so `pnpm start`
 * can generate images without a paid key. Start it, then `pnpm start` with
 * RUNWARE_API_URL and RUNWARE_API_KEY as printed.
 */
import { startImageServiceStandIn } from './standIn';

const port = Number(process.env.PORT ?? 54330);
const standIn = await startImageServiceStandIn({ port, apiKey: process.env.RUNWARE_API_KEY ?? 'stand-in-key' });
console.log(`Image service stand-in on ${standIn.origin}. Use:\n  RUNWARE_API_URL=${standIn.apiUrl} RUNWARE_API_KEY=${standIn.apiKey} pnpm start`);
const stop = () => void standIn.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
