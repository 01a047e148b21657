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

function detect(): Promise<ExtractedJob> {
  return waitForJob(browserHost(globalThis)).then(({ source: _source, ...job }) => job);
}

if (!window.__tailorContent) {
  window.__tailorContent = true;
  let href = location.href;
  let current = detect();

  const followNavigation = () => {
    if (location.href === href) return;
    href = location.href;
    current = detect();
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
