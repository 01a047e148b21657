// Job detection in the page: the same extraction `npm run extract-job` runs. Re-runs when a single-page
// board changes the address without a page load. It runs in every frame of a board's pages (`all_frames`): a
// Greenhouse or Lever board embedded in a company's careers page through an iframe is read in its frame, which
// hands its posting to the top page's script and answers the popup itself.
import type { ExtractedJob } from '@tailor/core/jobs/types';
import { browserHost, waitForJob } from '@tailor/core/jobs/watch';
import type { FrameJobMessage, GetJobMessage, GetJobResponse } from './messages.ts';

declare global {
  interface Window {
    __tailorContent?: boolean;
  }
}

/** How long the top page waits for its frames' postings once its own reading found none. */
const FRAME_WAIT_MS = 2500;
/** A frame with no posting answers the popup this much later, so the top page's answer comes first. */
const FRAME_NO_JOB_DELAY_MS = 1500;

function detect(previous: ExtractedJob | null): Promise<ExtractedJob> {
  return waitForJob(browserHost(globalThis), { previous }).then(({ source: _source, ...job }) => job);
}

const isFrameJob = (data: unknown): data is FrameJobMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'tailor:frame-job' &&
  typeof (data as { job?: { isJob?: unknown } }).job?.isJob === 'boolean';

if (!window.__tailorContent) {
  window.__tailorContent = true;
  const inFrame = window.top !== window;
  let href = location.href;
  let last: ExtractedJob | null = null;
  let current = detect(null).then((job) => found(job));

  function found(job: ExtractedJob): ExtractedJob {
    last = job;
    // A frame's posting goes to the top page, which reports it when the page itself shows none.
    if (inFrame && job.isJob)
      window.top?.postMessage({ type: 'tailor:frame-job', job } satisfies FrameJobMessage, '*');
    return job;
  }

  // A single-page board changes the address first and redraws the posting after: until the page shows
  // something other than the last job, the new address's job is not there yet.
  const followNavigation = () => {
    if (location.href === href) return;
    href = location.href;
    current = detect(last).then((job) => found(job));
  };
  window.addEventListener('popstate', followNavigation);
  setInterval(followNavigation, 500);

  // The top page: postings its frames found (only from its own iframes).
  let frameJob: ExtractedJob | null = null;
  const frameWaiters: (() => void)[] = [];
  const fromOwnFrame = (source: MessageEventSource | null) =>
    Array.from(document.querySelectorAll('iframe')).some((frame) => frame.contentWindow === source);
  window.addEventListener('message', (event) => {
    if (!inFrame && isFrameJob(event.data) && event.data.job.isJob && fromOwnFrame(event.source)) {
      frameJob = event.data.job;
      for (const wake of frameWaiters.splice(0)) wake();
    } else if (inFrame && (event.data as { type?: unknown })?.type === 'tailor:ask-frames' && last?.isJob) {
      window.top?.postMessage({ type: 'tailor:frame-job', job: last } satisfies FrameJobMessage, '*');
    }
  });

  /** The top page's answer: its own posting, else one of its frames' (reported at the page's address). */
  async function topAnswer(): Promise<ExtractedJob> {
    const job = await current;
    if (job.isJob || !document.querySelector('iframe')) return job;
    for (const frame of Array.from(document.querySelectorAll('iframe'))) {
      frame.contentWindow?.postMessage({ type: 'tailor:ask-frames' }, '*');
    }
    if (!frameJob) {
      await new Promise<void>((resolve) => {
        frameWaiters.push(resolve);
        setTimeout(resolve, FRAME_WAIT_MS);
      });
    }
    return frameJob ? { ...frameJob, url: location.href } : job;
  }

  chrome.runtime.onMessage.addListener((message: GetJobMessage, _sender, sendResponse) => {
    if (message?.type !== 'tailor:get-job') return false;
    followNavigation();
    if (!inFrame) {
      void topAnswer().then((job) => sendResponse({ job } satisfies GetJobResponse));
      return true;
    }
    // A frame answers at once with a posting; with none it answers late, after the top page's answer.
    void current.then((job) => {
      if (job.isJob) sendResponse({ job } satisfies GetJobResponse);
      else setTimeout(() => sendResponse({ job } satisfies GetJobResponse), FRAME_NO_JOB_DELAY_MS);
    });
    return true;
  });
}
