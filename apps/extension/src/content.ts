// Job detection in the page: the same extraction `npm run extract-job` runs. Re-runs when a single-page
// board changes the address without a page load.
import type { ExtractedJob } from '@tailor/core/jobs/types';
import { browserHost, waitForJob } from '@tailor/core/jobs/watch';
import type { GetJobMessage, GetJobResponse } from './messages.ts';

declare global {
  interface Window {
    __tailorContent?: boolean;
  }
}

function detect(previous: ExtractedJob | null): Promise<ExtractedJob> {
  return waitForJob(browserHost(globalThis), { previous }).then(({ source: _source, ...job }) => job);
}

if (!window.__tailorContent) {
  window.__tailorContent = true;
  let href = location.href;
  let last: ExtractedJob | null = null;
  let current = detect(null).then((job) => (last = job));

  // A single-page board changes the address first and redraws the posting after: until the page shows
  // something other than the last job, the new address's job is not there yet.
  const followNavigation = () => {
    if (location.href === href) return;
    href = location.href;
    current = detect(last).then((job) => (last = job));
  };
  window.addEventListener('popstate', followNavigation);
  setInterval(followNavigation, 500);

  chrome.runtime.onMessage.addListener((message: GetJobMessage, _sender, sendResponse) => {
    if (message?.type !== 'tailor:get-job') return false;
    followNavigation();
    void current.then((job) => sendResponse({ job } satisfies GetJobResponse));
    return true;
  });
}
