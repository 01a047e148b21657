import { z } from 'zod';

/** The changes summary of document 2 §3, plus the match score and the truthfulness guard's notes. */
export const ChangeSchema = z
  .object({
    section: z.string().describe('Resume section changed, e.g. "summary", "skills", "experience"'),
    original: z.string().describe('Text before the change (empty when something was added)'),
    modified: z.string().describe('Text after the change (empty when something was removed)'),
    explanation: z.string().describe('Why this change serves the job posting'),
  })
  .describe('One change made while tailoring');

export const MatchScoreSchema = z
  .object({
    score: z.number().min(0).max(100).describe('Share of the job keywords the resume shows, 0–100'),
    matched: z.array(z.string()).describe('Job keywords the resume shows'),
    missing: z.array(z.string()).describe('Job keywords the resume does not show'),
  })
  .describe('How well a resume covers the job posting');

export const ChangesSummarySchema = z
  .object({
    summary: z.string().describe('One paragraph on what was changed and why').default(''),
    summary_of_changes: z
      .object({
        key_modifications: z.array(z.string()).describe('The most important modifications').default([]),
        changes: z.array(ChangeSchema).describe('Every change, section by section').default([]),
      })
      .default({ key_modifications: [], changes: [] }),
    bullets: z.array(z.string()).describe('Bullets that were rewritten or reordered').default([]),
    skill_changes: z.array(z.string()).describe('Skills added, moved or removed').default([]),
    experience_highlights: z.array(z.string()).describe('Experience emphasised for this job').default([]),
    key_adjustments: z.array(z.string()).describe('Other adjustments').default([]),
    match: z
      .object({ before: MatchScoreSchema, after: MatchScoreSchema })
      .optional()
      .describe('Keyword match before and after tailoring'),
    evidence: z
      .object({
        listed: z
          .array(z.string())
          .describe(
            'Posting skills the resume proves (a bullet, the summary, a project, a certification or education says it) and that are now listed',
          ),
        added: z
          .array(z.string())
          .optional()
          .describe(
            'The listed items this tailoring put in the skills list; the rest of `listed` was there already (absent on tailorings stored before it was kept)',
          ),
        gaps: z
          .array(z.string())
          .describe('Skills the posting asks for that the resume does not show; never inserted anywhere'),
        notes: z
          .array(z.object({ skill: z.string(), why: z.string() }))
          .optional()
          .describe(
            'Why a gap the resume does name is still one: lapsed, only scheduled, someone else’s work, not done',
          ),
        weak_match: z
          .boolean()
          .describe('Few of the required skills are proven: the summary was kept exactly as written'),
      })
      .optional()
      .describe('The gap report: what the resume proves and what it does not, split by evidence'),
    guard_notes: z
      .array(z.string())
      .default([])
      .describe('What the truthfulness guard reverted or removed because the source resume does not show it'),
    engine: z
      .object({ kind: z.enum(['rules', 'llm']), model: z.string().optional() })
      .optional()
      .describe('Which engine produced the tailoring'),
  })
  .describe('Summary of the changes made while tailoring');

export type Change = z.infer<typeof ChangeSchema>;
export type MatchScore = z.infer<typeof MatchScoreSchema>;
export type GapReport = NonNullable<z.infer<typeof ChangesSummarySchema>['evidence']>;
export type ChangesSummary = z.infer<typeof ChangesSummarySchema>;

export const OptimizationSettingsSchema = z
  .object({
    highlightTechnical: z.boolean().default(true),
    matchKeywords: z.boolean().default(true),
    optimizeAts: z.boolean().default(true),
  })
  .describe('Optimization toggles of the tailoring request');
export type OptimizationSettings = z.infer<typeof OptimizationSettingsSchema>;
