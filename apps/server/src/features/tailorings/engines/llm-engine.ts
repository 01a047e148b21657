import fs from 'node:fs';
import { ChangesSummarySchema, type OptimizationSettings } from '@tailor/core/changes';
import { AppError } from '@tailor/core/errors';
import { type ResumeData, ResumeDataSchema } from '@tailor/core/resume';
import { z } from 'zod';
import type { PostingBrief } from './posting-brief.ts';

const SYSTEM_PROMPT = fs.readFileSync(new URL('./prompts/system.md', import.meta.url), 'utf8');
const USER_PROMPT = fs.readFileSync(new URL('./prompts/user.md', import.meta.url), 'utf8');

/** What the model must answer: the resume's facts (no presentation metadata) and the changes summary. */
export const LlmOutputSchema = z.object({
  resume: ResumeDataSchema.omit({ _metadata: true }),
  changes: ChangesSummarySchema.pick({
    summary: true,
    summary_of_changes: true,
    bullets: true,
    skill_changes: true,
    experience_highlights: true,
    key_adjustments: true,
  }),
});
export type LlmOutput = z.infer<typeof LlmOutputSchema>;

/**
 * A JSON schema every OpenAI-compatible server accepts in strict mode: all properties required, no extra
 * properties, no defaults, formats or empty enums.
 */
export function strictJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (
        key === 'default' ||
        key === 'format' ||
        key === '$schema' ||
        key === 'minimum' ||
        key === 'maximum'
      )
        continue;
      if (key === 'enum' && Array.isArray(value) && value.length === 0) continue;
      out[key] = walk(value);
    }
    if (out.type === 'object' && out.properties && typeof out.properties === 'object') {
      out.required = Object.keys(out.properties);
      out.additionalProperties = false;
    }
    if (out.type === 'object' && !out.properties && out.additionalProperties !== undefined) {
      // Records cannot be strict; none are in the LLM contract, but never send one half-specified.
      out.properties = {};
      out.required = [];
      out.additionalProperties = false;
    }
    return out;
  };
  return walk(z.toJSONSchema(schema, { io: 'output' })) as Record<string, unknown>;
}

const OUTPUT_JSON_SCHEMA = strictJsonSchema(LlmOutputSchema);

export type LlmConfig = { baseUrl: string; apiKey?: string | undefined; model: string; timeoutMs: number };

export type LlmResult = { output: LlmOutput; inputTokens: number; outputTokens: number };

type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

type ChatResponse = {
  choices?: Array<{ message?: { content?: string | null } }>;
  usage?: { prompt_tokens?: number; completion_tokens?: number };
};

const overloaded = (detail: string, cause?: unknown) =>
  new AppError('AI_OVERLOADED', 'The AI service is overloaded. Please try again in a few minutes.', {
    internal: detail,
    cause,
  });

/**
 * One tailoring through any OpenAI-compatible chat completions endpoint. Strict structured output first; a server
 * that refuses `json_schema` gets JSON mode with validation. An invalid answer gets one repair round.
 */
export function createLlmClient(config: LlmConfig) {
  let strictSupported = true;
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function complete(
    messages: ChatMessage[],
  ): Promise<{ content: string; usage: ChatResponse['usage'] }> {
    const body = {
      model: config.model,
      messages,
      temperature: 0.2,
      response_format: strictSupported
        ? {
            type: 'json_schema',
            json_schema: { name: 'tailored_resume', strict: true, schema: OUTPUT_JSON_SCHEMA },
          }
        : { type: 'json_object' },
    };
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw overloaded(`AI request failed: ${(error as Error).message}`, error);
    }
    if (response.status === 429 || response.status >= 500) {
      throw overloaded(`AI service answered ${response.status}`);
    }
    const text = await response.text().catch((error) => {
      throw overloaded('AI response was cut off', error);
    });
    if (response.status === 400 && strictSupported && /response_format|json_schema|structured/i.test(text)) {
      strictSupported = false;
      return complete(messages);
    }
    if (!response.ok) {
      throw new AppError('TAILORING_FAILED', 'Failed to tailor resume', {
        internal: `AI service answered ${response.status}: ${text.slice(0, 500)}`,
      });
    }
    let parsed: ChatResponse;
    try {
      parsed = JSON.parse(text) as ChatResponse;
    } catch {
      throw new AppError('TAILORING_FAILED', 'Failed to tailor resume', {
        internal: 'AI response is not JSON',
      });
    }
    return { content: parsed.choices?.[0]?.message?.content ?? '', usage: parsed.usage };
  }

  return {
    model: config.model,
    async tailor(input: {
      resume: ResumeData;
      job: { companyName: string; positionName: string; description: string };
      settings: OptimizationSettings;
      brief: PostingBrief;
    }): Promise<LlmResult> {
      const { _metadata, ...facts } = input.resume;
      const messages: ChatMessage[] = [
        { role: 'system', content: SYSTEM_PROMPT },
        {
          role: 'user',
          content: fill(USER_PROMPT, {
            settings: JSON.stringify(input.settings),
            companyName: input.job.companyName,
            positionName: input.job.positionName,
            description: input.job.description,
            resume: JSON.stringify(facts),
            ...briefSections(input.brief),
          }),
        },
      ];
      let inputTokens = 0;
      let outputTokens = 0;
      for (let round = 0; round < 2; round++) {
        const { content, usage } = await complete(messages);
        inputTokens += usage?.prompt_tokens ?? 0;
        outputTokens += usage?.completion_tokens ?? 0;
        const problem = validate(content);
        if (problem.ok) return { output: problem.output, inputTokens, outputTokens };
        messages.push(
          { role: 'assistant', content },
          {
            role: 'user',
            content: `Your answer does not match the schema: ${problem.error}. Reply again with the complete, corrected JSON only.`,
          },
        );
      }
      throw new AppError('TAILORING_FAILED', 'Failed to tailor resume', {
        internal: 'AI answer invalid after one repair attempt',
      });
    },
  };
}

function validate(content: string): { ok: true; output: LlmOutput } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
  } catch {
    return { ok: false, error: 'it is not valid JSON' };
  }
  const answer = json as { resume?: unknown; changes?: unknown } | null;
  if (
    !answer ||
    typeof answer.resume !== 'object' ||
    typeof answer.changes !== 'object' ||
    !answer.resume ||
    !answer.changes
  ) {
    return { ok: false, error: 'the answer needs a "resume" object and a "changes" object' };
  }
  const result = LlmOutputSchema.safeParse(json);
  if (result.success) return { ok: true, output: result.data };
  return {
    ok: false,
    error: result.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; '),
  };
}

/**
 * The posting read by its parts (never its benefits: they are not the person's) and the evidence split, as compact
 * lines for the user prompt.
 */
function briefSections(brief: PostingBrief): Record<string, string> {
  const { posting } = brief;
  const list = (items: readonly string[]) => {
    const seen = new Set<string>();
    const unique = items.filter((item) => {
      const key = item.trim().toLowerCase();
      if (key === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return unique.length > 0 ? unique.join('; ') : 'none named';
  };
  const parts = [
    `Title: ${posting.title || 'none named'}`,
    `Seniority: ${posting.seniority ?? 'none named'}`,
    `Locations: ${list(posting.locations)}`,
    `Years asked: ${posting.yearsAsked ?? 'none named'}`,
    `Required skills: ${list(posting.requiredSkills)}`,
    `Preferred skills: ${list(posting.preferredSkills)}`,
    `Credentials: ${list(posting.credentials)}`,
    `Education: ${list(posting.education)}`,
    `Responsibilities: ${list(posting.responsibilities)}`,
  ];
  return {
    postingParts: parts.join('\n'),
    proven: list(brief.proven),
    gaps: list(brief.gaps),
    weakMatch: brief.weak ? 'yes — keep the summary exactly as written' : 'no',
  };
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}
