import { z } from 'zod';
import type { Config } from '../../config';
import { fairHousingPromptRule } from '../fair-housing';
import type { DescribedSection, ReportWriter } from './report-writer';

/** How the report writer reaches an OpenAI-compatible endpoint; null when LLM_BASE_URL is unset. */
export type ReportLlmSettings = { baseUrl: string; apiKey: string | undefined; model: string };

/** Reads the shared LLM_* keys for the report writer (the assistant reads them for its own brain). */
export const reportLlmSettings = (
  config: Pick<Config, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL'>,
): ReportLlmSettings | null =>
  config.LLM_BASE_URL
    ? { baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL }
    : null;

/** One call's budget: a report is a background job, so it may wait longer than a chat reply. */
const LLM_TIMEOUT_MS = 60_000;
const MAX_DESCRIPTION = 800;

const instructions = [
  'You write the descriptions of a home condition report made from an MLS listing.',
  'For each section you get its grade (Green good, Yellow fair, Red poor, or a no-information text)',
  'and the evidence it rests on. Write one to three plain sentences per section for a home buyer.',
  'Use only the evidence given: never add facts, never change or contradict a grade, and say so',
  'plainly when the evidence is an inference from the age of the home.',
  'Answer with JSON only: {"descriptions": {"<section id>": "<text>", ...}}.',
  fairHousingPromptRule,
].join(' ');

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});
const descriptionsSchema = z.object({ descriptions: z.record(z.string(), z.unknown()) });

/** Only known sections with a sensible text; the built-in text stands in for anything else. */
const acceptable = (sections: readonly DescribedSection[], raw: Record<string, unknown>) => {
  const known = new Set(sections.map((section) => section.id));
  return Object.fromEntries(
    Object.entries(raw).flatMap(([id, text]) =>
      known.has(id) && typeof text === 'string' && text.trim() && text.length <= MAX_DESCRIPTION
        ? [[id, text.trim()]]
        : [],
    ),
  );
};

/** The descriptions written by an LLM from the same evidence; the grades stay the engine's. */
export const llmReportWriter = (
  settings: ReportLlmSettings,
  fetchLlm: typeof fetch = fetch,
): ReportWriter => ({
  name: `llm:${settings.model}`,
  describe: async ({ address, sections }) => {
    const response = await fetchLlm(`${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0.2,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: instructions },
          {
            role: 'user',
            content: JSON.stringify({
              address,
              sections: sections.map(({ id, title, grade, evidence, reasons }) => ({
                id,
                title,
                grade,
                evidence,
                findings: reasons,
              })),
            }),
          },
        ],
      }),
      signal: AbortSignal.timeout(LLM_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`the LLM answered ${response.status}`);
    const completion = completionSchema.parse(await response.json());
    const content = completion.choices[0]?.message.content ?? '';
    const parsed = descriptionsSchema.parse(JSON.parse(content));
    return acceptable(sections, parsed.descriptions);
  },
});
