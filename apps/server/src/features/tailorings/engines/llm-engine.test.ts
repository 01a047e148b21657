import { AppError } from '@tailor/core/errors';
import { normalizeResumeData } from '@tailor/core/normalize';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../../test/fake-openai.ts';
import { createLlmClient, LlmOutputSchema, strictJsonSchema } from './llm-engine.ts';
import { briefPosting } from './posting-brief.ts';

const resume = normalizeResumeData({
  name: 'Jane Doe',
  contact: { email: 'jane@example.com' },
  skills: ['TypeScript', 'PostgreSQL'],
  experience: [
    { job_title: 'Engineer', company: 'Acme', dates: '2020 - Present', bullet_points: ['Built APIs'] },
  ],
});
const job = {
  companyName: 'Globex',
  positionName: 'Backend Engineer',
  description: 'TypeScript, PostgreSQL, AWS',
};
const settings = { highlightTechnical: true, matchKeywords: true, optimizeAts: true };
const input = { resume, job, settings, brief: briefPosting(resume, job) };

const goodAnswer = JSON.stringify({
  resume: { ...resume, _metadata: undefined, summary: 'Engineer skilled in TypeScript and PostgreSQL.' },
  changes: {
    summary: 'Rewrote the summary.',
    summary_of_changes: { key_modifications: ['Summary'], changes: [] },
    bullets: [],
    skill_changes: [],
    experience_highlights: [],
    key_adjustments: [],
  },
});

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.queue.length = 0;
});

const client = (timeoutMs = 2000) =>
  createLlmClient({ baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs });

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('LLM engine over an OpenAI-compatible server', () => {
  it('sends one strict json_schema request and returns the answer with token counts', async () => {
    fake.queue.push({ content: goodAnswer, usage: { prompt_tokens: 1000, completion_tokens: 500 } });
    const result = await client().tailor(input);
    expect(result.output.resume.summary).toBe('Engineer skilled in TypeScript and PostgreSQL.');
    expect(result).toMatchObject({ inputTokens: 1000, outputTokens: 500 });
    expect(fake.requests).toHaveLength(1);
    const body = fake.requests[0]!.body as {
      model: string;
      response_format: { type: string; json_schema: { strict: boolean } };
      messages: Array<{ content: string }>;
    };
    expect(body.model).toBe('test-model');
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.strict).toBe(true);
    expect(body.messages[1]!.content).toContain('Backend Engineer');
    expect(body.messages[1]!.content).toContain('"company":"Acme"');
  });

  it('repairs malformed JSON with one more round', async () => {
    fake.queue.push({ content: '{"resume": {"name": "Jane"' }, { content: goodAnswer });
    const result = await client().tailor(input);
    expect(result.output.resume.name).toBe('Jane Doe');
    expect(fake.requests).toHaveLength(2);
    const repair = fake.requests[1]!.body as { messages: Array<{ role: string; content: string }> };
    expect(repair.messages.at(-1)!.content).toContain('not valid JSON');
    expect(result.inputTokens).toBe(2400);
  });

  it('fails after one repair when the answer still violates the schema', async () => {
    const violation = JSON.stringify({ resume: { experience: 'many' }, changes: {} });
    fake.queue.push({ content: violation }, { content: violation });
    const error = await failureOf(client().tailor(input));
    expect(error.code).toBe('TAILORING_FAILED');
    expect(fake.requests).toHaveLength(2);
  });

  it.each([429, 500, 503])('turns %i into AI_OVERLOADED', async (status) => {
    fake.queue.push({ status, body: '{"error":{"message":"busy"}}' });
    expect((await failureOf(client().tailor(input))).code).toBe('AI_OVERLOADED');
  });

  it('turns a timeout into AI_OVERLOADED', async () => {
    fake.queue.push({ hangMs: 3000 });
    const started = Date.now();
    expect((await failureOf(client(300).tailor(input))).code).toBe('AI_OVERLOADED');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('falls back to JSON mode when the server refuses json_schema', async () => {
    fake.queue.push({
      status: 400,
      body: '{"error":{"message":"response_format json_schema is not supported"}}',
    });
    fake.queue.push({ content: goodAnswer });
    const result = await client().tailor(input);
    expect(result.output.resume.name).toBe('Jane Doe');
    expect((fake.requests[1]!.body as { response_format: { type: string } }).response_format.type).toBe(
      'json_object',
    );
  });
});

describe('the LLM JSON schema', () => {
  it('is strict and portable: every object closed and fully required, no formats or defaults', () => {
    const schema = strictJsonSchema(LlmOutputSchema);
    const text = JSON.stringify(schema);
    expect(text).not.toContain('"format"');
    expect(text).not.toContain('"default"');
    expect(text).not.toContain('"enum":[]');
    const visit = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      const object = node as Record<string, unknown>;
      if (object.type === 'object') {
        expect(object.additionalProperties).toBe(false);
        expect(object.required).toEqual(Object.keys(object.properties as object));
      }
      for (const value of Object.values(object)) visit(value);
    };
    visit(schema);
    expect(text).toContain('Employer name');
  });
});
