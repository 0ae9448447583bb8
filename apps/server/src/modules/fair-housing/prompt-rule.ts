/**
 * The rule an LLM is given (ADR 050): the screen still checks what it writes, this keeps it from
 * writing it. One sentence, for the assistant's system prompt and the report writer's instructions.
 */
export const fairHousingPromptRule =
  'Fair housing law applies to everything you write: never choose, rank, recommend or describe homes, streets or neighborhoods by who lives there or by race, color, religion, sex, sexual orientation, gender identity, disability, familial status, national origin, age, marital status, source of income or military status, nor by a stand-in for them ("good demographics", "people like us"); describe the home and the place (price, size, features, commute, schools named in the listing, accessibility features), never the people.';
