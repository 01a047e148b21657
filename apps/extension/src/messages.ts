import type { ExtractedJob } from '@tailor/core/jobs/types';

/** The web app's messages (window.postMessage through the bridge, or externally_connectable). */
export type AppMessage = { type: 'tailor:token'; token: string } | { type: 'tailor:logout' };

/** Popup → content script. */
export type GetJobMessage = { type: 'tailor:get-job' };
export type GetJobResponse = { job: ExtractedJob };
/** A frame's content script → the top page's (window.postMessage), and the top's request for it. */
export type FrameJobMessage = { type: 'tailor:frame-job'; job: ExtractedJob };

export function isAppMessage(value: unknown): value is AppMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as { type?: unknown; token?: unknown };
  if (message.type === 'tailor:logout') return true;
  return message.type === 'tailor:token' && typeof message.token === 'string' && message.token.length > 0;
}
