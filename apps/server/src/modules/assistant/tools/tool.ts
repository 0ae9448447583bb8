import {
  assistantMessages,
  type ChatAction,
  type DisplayRules,
  limits,
  listingKeyPattern,
  type NoteVisibility,
  type Role,
} from '@rela/contracts';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import type { Announcer } from '../../../platform/cache/cached-reads';
import type { Clock } from '../../../platform/clock';
import type { Emit } from '../../../platform/events';
import type { ListingReader } from '../../replica';

/**
 * The part of the listing reader the tools use: the address lookup, and the records with their
 * display entries and the time their data was obtained (ADR 048).
 */
export type AssistantMls = Pick<ListingReader, 'searchByAddress' | 'readProperties'>;

export type ToolContext = {
  actor: { id: string; username: string; role: Role };
  db: Db;
  mls: AssistantMls;
  clock: Clock;
  /**
   * The floor on how long a requested AI report takes (REPORT_MIN_SECONDS), and the MLS display
   * rules the compliance module applies (ADR 048).
   */
  config: { REPORT_MIN_SECONDS: number; displayRules: DisplayRules };
  /** The listing the conversation was last about: what "it" means. */
  lastListingKey: string | null;
  /** Whom the writes to a buyer's homes tell (the reads kept in memory). */
  invalidations: Announcer;
  /** Tells the other modules of a change, in its transaction (ADR 043): a removal, as the list's. */
  emit: Emit;
  /** The asker's own notes on a home (the notes module, composed in app.ts); absent, none. */
  ownNotes?: OwnNotes;
};

/** One note the asker wrote on a home: the only notes Rela ever reads (ADR 032). */
export type OwnNotes = (
  authorId: string,
  listingKey: string,
) => Promise<
  { text: string; visibility: NoteVisibility; createdAt: string; buyerUsername: string }[]
>;

export type ToolResult = {
  /** The answer in Markdown, with the facts it used; the built-in brain replies with it. */
  markdown: string;
  /** Structured facts for the LLM brain, beside the text. */
  data?: unknown;
  /** The listing the answer is about, remembered for "it" in the next question. */
  listingKey?: string | null;
  /** Buttons under the reply (Undo). */
  actions?: ChatAction[];
  /**
   * The answer is a question ("Clear 12 homes?"): on a yes, the tool `tool`'s `confirmed` step runs
   * with `input`, kept on the server (never from the user's message).
   */
  confirm?: { tool: string; input: unknown };
};

/** What the built-in brain read in a message, once, for every tool's intent to look at. */
export type Utterance = {
  text: string;
  /** Lower case, single spaces, curly quotes straightened. */
  lower: string;
  /** `lower` with each address replaced by `@`, so a street's words never read as a request. */
  rest: string;
  /** Street addresses in the order written (`123 Main Street, Austin`). */
  addresses: string[];
  /** A buyer named as the one the request is for (`for Jane Smith`, `Jane's homes`). */
  buyer: string | null;
  /** The message says "it", "this home", "that one"... */
  refersToLast: boolean;
};

/**
 * One thing Rela can do, for both brains (ADR 008): its name, description and input
 * schema are what the LLM sees; `intent` is how the built-in brain recognises a request for it
 * (checked in `rank` order, lowest first); `run` does it.
 */
export type ToolDefinition<Input, Confirmed = never> = {
  name: string;
  description: string;
  input: z.ZodType<Input>;
  run: (ctx: ToolContext, input: Input) => Promise<ToolResult>;
  intent: { rank: number; match: (utterance: Utterance) => Input | null };
  /** What a yes does, for a tool whose `run` asks first (its result's `confirm`). */
  confirmed?: ConfirmedStep<Confirmed>;
};

/** The step a yes runs, with the input `run` put in its result's `confirm`. */
export type ConfirmedStep<Confirmed> = {
  input: z.ZodType<Confirmed>;
  run: (ctx: ToolContext, input: Confirmed) => Promise<ToolResult>;
};

/** A tool with its input type erased, as the registry and the brains hold it. */
export type Tool = {
  name: string;
  description: string;
  /** JSON Schema of the input, for an OpenAI-compatible `tools` list. */
  parameters: Record<string, unknown>;
  rank: number;
  /** The tool's input for this message, or null when the message asks for something else. */
  recognise: (utterance: Utterance) => unknown;
  /** Validates the input (400-free: a bad input is a reply) and runs the tool. */
  run: (ctx: ToolContext, input: unknown) => Promise<ToolResult>;
  /** Runs the step a yes confirms, for a tool that asks first; null when the input is stale. */
  confirm?: (ctx: ToolContext, input: unknown) => Promise<ToolResult | null>;
};

/** A tool's input its schema refused; the message is a catalogue text, never the schema's words. */
export class ToolInputError extends Error {
  override name = 'ToolInputError';
}

const isLongAddress = (issue: z.core.$ZodIssue) =>
  issue.code === 'too_big' && issue.path.at(-1) === 'address';

/** Why an input was refused, in the catalogue's words: the same for every tool. */
const inputErrorText = (error: z.ZodError) =>
  error.issues.some(isLongAddress)
    ? assistantMessages.addressTooLong
    : assistantMessages.notUnderstood;

const confirmOf =
  <Confirmed>(step: ConfirmedStep<Confirmed>) =>
  (ctx: ToolContext, input: unknown): Promise<ToolResult | null> => {
    const parsed = step.input.safeParse(input);
    return parsed.success ? step.run(ctx, parsed.data) : Promise.resolve(null);
  };

export const defineTool = <Input, Confirmed = never>(
  definition: ToolDefinition<Input, Confirmed>,
): Tool => ({
  name: definition.name,
  description: definition.description,
  parameters: z.toJSONSchema(definition.input, { io: 'input' }) as Record<string, unknown>,
  rank: definition.intent.rank,
  recognise: (utterance) => definition.intent.match(utterance),
  run: (ctx, input) => {
    const parsed = definition.input.safeParse(input);
    if (!parsed.success) throw new ToolInputError(inputErrorText(parsed.error));
    return definition.run(ctx, parsed.data);
  },
  ...(definition.confirmed ? { confirm: confirmOf(definition.confirmed) } : {}),
});

/** How a tool input names a home: an address as typed, a listing key, or neither ("it"). */
export const listingRefSchema = z.object({
  address: z
    .string()
    .max(limits.chatAddressMaxLength)
    .optional()
    .describe('Street address as the user typed it'),
  listing_key: z
    .string()
    .regex(listingKeyPattern)
    .optional()
    .describe('MLS listing key, when already known'),
});
export type ListingRef = z.infer<typeof listingRefSchema>;

/** The buyer a request is for, by username or name; absent means the signed-in buyer. */
export const buyerField = z
  .string()
  .max(128)
  .optional()
  .describe("Username or name of the realtor's buyer this is for; omit for the user's own homes");
