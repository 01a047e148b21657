// @vitest-environment happy-dom
import { type ChangesSummary as Changes, ChangesSummarySchema } from '@tailor/core/changes';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChangesSummary } from './changes-summary';
import { MatchPanel } from './gap-report';

const LISTED = 'Your resume shows these; now listed';
const GAPS =
  'This job asks for these; your resume does not show them — add them yourself only if they are true';
const WEAK = 'This job is far from your experience; we kept your summary.';

afterEach(cleanup);

function changesWith(input: Record<string, unknown>): Changes {
  return ChangesSummarySchema.parse({ summary: 'Tailored for Globex.', ...input });
}

const MATCH = {
  before: { score: 40, matched: ['TypeScript', 'PostgreSQL'], missing: ['AWS', 'Kubernetes', 'Terraform'] },
  after: { score: 60, matched: ['TypeScript', 'PostgreSQL', 'AWS'], missing: ['Kubernetes', 'Terraform'] },
};

function itemsOf(name: string): string[] {
  return within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

// The hover card's summary and the screen's panel show the same report.
describe.each<[string, (changes: Changes) => ReactElement]>([
  ['the changes summary', (changes) => <ChangesSummary changes={changes} />],
  ['the match panel', (changes) => <MatchPanel changes={changes} />],
])('the gap report in %s', (_, view) => {
  it('lists what the resume shows under the first heading and the gaps under the second', () => {
    render(
      view(
        changesWith({
          match: MATCH,
          evidence: { listed: ['AWS', 'TypeScript'], gaps: ['Kubernetes'], weak_match: false },
        }),
      ),
    );
    expect(screen.getByRole('heading', { name: LISTED })).toBeTruthy();
    expect(screen.getByRole('heading', { name: GAPS })).toBeTruthy();
    expect(itemsOf(LISTED)).toEqual(['AWS', 'TypeScript']);
    expect(itemsOf(GAPS)).toEqual(['Kubernetes']);
    // The evidence wins over the keyword match: Terraform is missing from the match but not a reported gap.
    expect(screen.queryByText('Terraform')).toBeNull();
    expect(screen.getByText('40%')).toBeTruthy();
    expect(screen.getByText('60%')).toBeTruthy();
    expect(screen.queryByText(WEAK)).toBeNull();
  });

  it('falls back to the keyword match for a tailoring stored before the gap report', () => {
    render(view(changesWith({ match: MATCH })));
    expect(itemsOf(LISTED)).toEqual(['TypeScript', 'PostgreSQL', 'AWS']);
    expect(itemsOf(GAPS)).toEqual(['Kubernetes', 'Terraform']);
  });

  it('keeps both headings when a half is empty, saying so in words', () => {
    render(view(changesWith({ evidence: { listed: [], gaps: ['Kubernetes'], weak_match: false } })));
    expect(screen.getByRole('heading', { name: LISTED })).toBeTruthy();
    expect(screen.queryByRole('list', { name: LISTED })).toBeNull();
    expect(screen.getByText(/^None: /)).toBeTruthy();
    expect(itemsOf(GAPS)).toEqual(['Kubernetes']);
    cleanup();

    render(view(changesWith({ evidence: { listed: ['AWS'], gaps: [], weak_match: false } })));
    expect(screen.getByRole('heading', { name: GAPS })).toBeTruthy();
    expect(screen.queryByRole('list', { name: GAPS })).toBeNull();
    expect(screen.getByText('None: your resume shows every skill this job asks for.')).toBeTruthy();
  });

  it('shows a skill named twice once', () => {
    render(
      view(
        changesWith({
          evidence: { listed: ['AWS', 'aws'], gaps: ['Kubernetes', 'Kubernetes', ' '], weak_match: false },
        }),
      ),
    );
    expect(itemsOf(LISTED)).toEqual(['AWS']);
    expect(itemsOf(GAPS)).toEqual(['Kubernetes']);
  });

  it('highlights the skills this tailoring added and says the others were already listed', () => {
    render(
      view(
        changesWith({
          evidence: { listed: ['TypeScript', 'AWS'], added: ['AWS'], gaps: [], weak_match: false },
        }),
      ),
    );
    expect(itemsOf(LISTED)).toEqual(['TypeScript', 'AWS (added)']);
    expect(
      screen.getByText(
        '1 skill added by this tailoring, highlighted; the others were already in your skills list.',
      ),
    ).toBeTruthy();
    cleanup();

    render(
      view(changesWith({ evidence: { listed: ['TypeScript'], added: [], gaps: [], weak_match: false } })),
    );
    expect(itemsOf(LISTED)).toEqual(['TypeScript']);
    expect(screen.getByText('All were already in your skills list; this tailoring added none.')).toBeTruthy();
    cleanup();

    // A tailoring stored before the engines said which items they added makes no claim either way.
    render(view(changesWith({ evidence: { listed: ['TypeScript'], gaps: [], weak_match: false } })));
    expect(screen.queryByText(/added by this tailoring|added none/)).toBeNull();
  });

  it('says why a gap the resume names is still a gap', () => {
    render(
      view(
        changesWith({
          evidence: {
            listed: [],
            gaps: ['CIH', 'IAQ'],
            notes: [{ skill: 'CIH', why: 'your resume shows it in progress, not yet held' }],
            weak_match: false,
          },
        }),
      ),
    );
    expect(itemsOf('Why your resume does not show these')).toEqual([
      'CIH: your resume shows it in progress, not yet held.',
    ]);
  });

  it('notes a weak match', () => {
    render(
      view(changesWith({ evidence: { listed: ['Excel'], gaps: ['Kubernetes', 'Go'], weak_match: true } })),
    );
    expect(screen.getByText(WEAK)).toBeTruthy();
    expect(itemsOf(GAPS)).toEqual(['Kubernetes', 'Go']);
  });

  it('says so when a weak match had no summary to keep', () => {
    render(
      view(
        changesWith({
          summary:
            'This job is far from your experience; we wrote no summary for it. It asks for Go. Keyword match 10%.',
          evidence: { listed: [], gaps: ['Go'], weak_match: true },
        }),
      ),
    );
    expect(
      screen.getByText('This job is far from your experience; we wrote no summary for it.'),
    ).toBeTruthy();
    expect(screen.queryByText(WEAK)).toBeNull();
  });
});

describe('the match panel', () => {
  it('is titled Match and shows nothing for a tailoring with neither a match nor a gap report', () => {
    render(<MatchPanel changes={changesWith({ evidence: { listed: [], gaps: [], weak_match: false } })} />);
    expect(screen.getByRole('region', { name: 'Match' })).toBeTruthy();
    cleanup();

    const { container } = render(<MatchPanel changes={changesWith({})} />);
    expect(container.textContent).toBe('');
  });
});
