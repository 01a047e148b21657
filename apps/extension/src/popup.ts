// The popup (360×480): job detection state, resume choice, editable description, toggles, Tailor Resume.
// Opened as a tab with ?tabId=N it reads that tab instead of the active one.
import type { User } from '@tailor/core/contracts/auth';
import type { ResumeSummary } from '@tailor/core/contracts/resumes';
import type { ExtractedJob } from '@tailor/core/jobs/types';
import { type Api, ApiError, createApi } from './api.ts';
import type { GetJobMessage, GetJobResponse } from './messages.ts';
import { clearToken, getAppUrl, getToken } from './settings.ts';

const root = document.getElementById('app')!;

const TOGGLES = [
  { key: 'highlightTechnical', label: 'Highlight technical skills' },
  { key: 'matchKeywords', label: 'Match job keywords' },
  { key: 'optimizeAts', label: 'Optimize for ATS' },
] as const;

type Props = Record<string, string | boolean | ((event: Event) => void)>;

function h(tag: string, props: Props = {}, ...children: (Node | string | null | false)[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (typeof value === 'function') element.addEventListener(key.slice(2).toLowerCase(), value);
    else if (typeof value === 'boolean') (element as unknown as Record<string, boolean>)[key] = value;
    else element.setAttribute(key, value);
  }
  for (const child of children) if (child !== null && child !== false) element.append(child);
  return element;
}

function render(...nodes: (Node | null)[]) {
  root.replaceChildren(...nodes.filter((node): node is Node => node !== null));
}

async function targetTabId(): Promise<number | null> {
  const fromQuery = Number(new URLSearchParams(location.search).get('tabId'));
  if (Number.isInteger(fromQuery) && fromQuery > 0) return fromQuery;
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  return tab?.id ?? null;
}

/** Longer than the content script's longest wait (the page settling, then its frames). */
const ASK_TIMEOUT_MS = 9000;

async function askTab(tabId: number): Promise<ExtractedJob | null> {
  const response = (await Promise.race([
    chrome.tabs.sendMessage(tabId, { type: 'tailor:get-job' } satisfies GetJobMessage),
    new Promise((_, reject) => setTimeout(() => reject(new Error('no answer')), ASK_TIMEOUT_MS)),
  ])) as GetJobResponse | undefined;
  return response?.job ?? null;
}

/** How long the popup keeps asking a page whose content script has not started yet (a page still loading). */
const CONTENT_SCRIPT_WAIT_MS = 6000;

/**
 * The job in the tab: from the board content script (in the page or in a board's frame), or read by the same
 * script injected now into the page through activeTab (any other site). A board page still loading has no
 * content script yet (it starts at document_idle): ask again until it answers.
 */
async function detectJob(tabId: number | null): Promise<ExtractedJob | null> {
  if (tabId === null) return null;
  const deadline = Date.now() + CONTENT_SCRIPT_WAIT_MS;
  for (;;) {
    let answer: ExtractedJob | null = null;
    let answered = false;
    try {
      answer = await askTab(tabId);
      answered = true;
      if (answer?.isJob) return answer;
    } catch {
      // No content script there (yet, or not a known board): inject it, which the popup click allows.
    }
    try {
      await chrome.scripting.executeScript({ target: { tabId }, files: ['content.js'] });
      return (await askTab(tabId)) ?? answer;
    } catch {
      // a page the extension may not read (chrome://, the web store, no permission)
    }
    if (answered || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

function openTab(url: string) {
  void chrome.tabs.create({ url });
}

function header(job: ExtractedJob | null, loading = false) {
  const found = !!job?.isJob;
  return h(
    'header',
    {},
    h('span', { class: 'brand' }, 'Tailor'),
    loading
      ? h('span', { class: 'status loading', role: 'status' }, 'Still loading')
      : h(
          'span',
          { class: `status ${found ? 'found' : 'none'}` },
          found ? 'Job Detected' : 'No Job Detected',
        ),
  );
}

/** While the page settles (late-drawn postings wait for it): say so instead of an empty popup. */
function renderLoading() {
  render(
    header(null, true),
    h(
      'div',
      { class: 'center' },
      h('p', { class: 'muted' }, 'The page is still loading. Tailor reads the job once it has settled.'),
    ),
  );
}

function renderSignedOut(appUrl: string, job: ExtractedJob | null, message?: string) {
  render(
    header(job),
    h(
      'div',
      { class: 'center' },
      h('p', { class: 'job-title' }, 'Sign in to tailor your resume'),
      h('p', { class: 'muted' }, 'Sign in to Tailor, then come back to this job and press Tailor Resume.'),
      message ? h('p', { class: 'error', role: 'alert' }, message) : null,
      h('button', { class: 'primary', onclick: () => openTab(`${appUrl}/auth?source=extension`) }, 'Sign In'),
    ),
    footer(appUrl, null),
  );
}

function footer(appUrl: string, user: User | null, api?: Api) {
  return h(
    'footer',
    {},
    user ? h('span', {}, `${user.email} · ${user.credits} credits`) : h('span', {}, new URL(appUrl).host),
    h(
      'span',
      {},
      user
        ? h(
            'button',
            {
              class: 'link',
              onclick: async () => {
                await api?.logout().catch(() => undefined); // end the extension's session on the server too
                await clearToken();
                void main();
              },
            },
            'Sign out',
          )
        : '',
      user ? ' · ' : '',
      h('button', { class: 'link', onclick: () => chrome.runtime.openOptionsPage() }, 'Options'),
    ),
  );
}

function renderSignedIn(options: {
  appUrl: string;
  api: Api;
  user: User;
  resumes: ResumeSummary[];
  job: ExtractedJob | null;
}) {
  const { appUrl, api, user, resumes, job } = options;
  const isJob = !!job?.isJob;
  const outOfCredits = user.credits <= 0;
  const primary = resumes.find((r) => r.isPrimary) ?? resumes[0];

  const select = h(
    'select',
    { id: 'resume' },
    ...resumes.map((resume) => {
      const option = h(
        'option',
        { value: String(resume.id) },
        resume.isPrimary ? `${resume.name} (Primary)` : resume.name,
      );
      if (resume.id === primary?.id) option.setAttribute('selected', '');
      return option;
    }),
  ) as HTMLSelectElement;
  const description = h('textarea', {
    id: 'description',
    placeholder: 'Open a job posting to capture its description.',
  }) as HTMLTextAreaElement;
  description.value = job?.description ?? '';
  const toggles = TOGGLES.map(({ key, label }) => {
    const input = h('input', {
      type: 'checkbox',
      role: 'switch',
      checked: true,
      id: key,
    }) as HTMLInputElement;
    return { key, input, row: h('label', { class: 'toggle', for: key }, label, input) };
  });
  const errorBox = h('p', { class: 'error', role: 'alert', hidden: true });
  const button = h('button', { class: 'primary', id: 'tailor' }, 'Tailor Resume') as HTMLButtonElement;
  const refresh = () => {
    button.disabled = !(select.value && isJob && description.value.trim()) || outOfCredits;
  };
  select.addEventListener('change', refresh);
  description.addEventListener('input', refresh);
  refresh();

  button.addEventListener('click', async () => {
    if (!job?.isJob) return;
    button.disabled = true;
    button.textContent = 'Tailoring Resume...';
    errorBox.hidden = true;
    try {
      const tailored = await api.tailor({
        resumeId: Number(select.value),
        companyName: job.companyName ?? '',
        positionName: job.positionName ?? '',
        jobDescription: description.value.trim(),
        optimizationSettings: {
          highlightTechnical: toggles[0]!.input.checked,
          matchKeywords: toggles[1]!.input.checked,
          optimizeAts: toggles[2]!.input.checked,
        },
      });
      openTab(`${appUrl}/tailoring-progress/${tailored.id}`);
      // The credit is spent and the resume has one more tailoring: show the fresh numbers.
      const [freshUser, freshResumes] = await Promise.all([api.user(), api.resumes()]).catch(
        () => [user, resumes] as const,
      );
      renderSignedIn({ ...options, user: freshUser, resumes: freshResumes });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        await clearToken();
        return renderSignedOut(appUrl, job, 'Your session has ended. Please sign in again.');
      }
      if (error instanceof ApiError && error.code === 'INSUFFICIENT_CREDITS') {
        return renderSignedIn({ ...options, user: { ...user, credits: 0 } });
      }
      errorBox.textContent = error instanceof Error ? error.message : 'Failed to tailor resume';
      errorBox.hidden = false;
      button.textContent = 'Tailor Resume';
      refresh();
    }
  });

  render(
    header(job),
    isJob
      ? h(
          'div',
          {},
          h('p', { class: 'job-title' }, job!.positionName ?? ''),
          h('p', { class: 'muted' }, [job!.companyName, job!.location].filter(Boolean).join(' · ')),
        )
      : h('p', { class: 'muted' }, 'Open a job posting on a job board, then click Tailor again.'),
    resumes.length
      ? h('div', {}, h('label', { for: 'resume' }, 'Select Resume'), select)
      : h(
          'p',
          { class: 'notice' },
          'Upload a resume first. ',
          h('button', { class: 'link', onclick: () => openTab(`${appUrl}/`) }, 'Open Tailor'),
        ),
    h('div', {}, h('label', { for: 'description' }, 'Job Description'), description),
    h('div', { class: 'toggles' }, ...toggles.map((t) => t.row)),
    outOfCredits
      ? h(
          'p',
          { class: 'notice', role: 'status' },
          "You're out of credits. ",
          h('a', { href: `${appUrl}/pricing`, target: '_blank', rel: 'noopener' }, 'Buy more credits'),
          ' to keep tailoring.',
        )
      : null,
    errorBox,
    button,
    footer(appUrl, user, api),
  );
}

async function main() {
  const [appUrl, token, tabId] = await Promise.all([getAppUrl(), getToken(), targetTabId()]);
  const jobPromise = detectJob(tabId);
  let settled = false;
  void jobPromise.finally(() => {
    settled = true;
  });
  // A posting that is there answers at once; show "Still loading" only when the page makes us wait.
  setTimeout(() => {
    if (!settled) renderLoading();
  }, 150);
  if (!token) return renderSignedOut(appUrl, await jobPromise);
  const api = createApi(appUrl, token);
  try {
    const [user, resumes, job] = await Promise.all([api.user(), api.resumes(), jobPromise]);
    renderSignedIn({ appUrl, api, user, resumes, job });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) await clearToken();
    renderSignedOut(
      appUrl,
      await jobPromise,
      error instanceof ApiError && error.status !== 401 ? error.message : undefined,
    );
  }
}

// Sign-in finishes in another tab: pick the new token up while the popup is open.
chrome.storage.onChanged.addListener((changes) => {
  if (changes.token || changes.appUrl) void main();
});

void main();
