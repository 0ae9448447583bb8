import { age } from './age';
import { compileLexicon, type ClassLexicon, type CompiledClass } from './class-lexicon';
import { disability } from './disability';
import { familialStatus } from './familial-status';
import { maritalStatus } from './marital-status';
import { militaryStatus } from './military-status';
import { nationalOrigin } from './national-origin';
import { raceColor } from './race-color';
import { religion } from './religion';
import { sex } from './sex';
import { sourceOfIncome } from './source-of-income';

/**
 * Every class's lexicon, in the order their patterns are tried (ADR 050). When two patterns start
 * at the same place, the earlier class wins; the lexicons keep their words apart, so that this
 * rarely decides anything.
 */
export const classLexicons: readonly ClassLexicon[] = [
  raceColor,
  nationalOrigin,
  religion,
  sex,
  disability,
  familialStatus,
  age,
  maritalStatus,
  sourceOfIncome,
  militaryStatus,
];

/** The screen's patterns, compiled once, by class; each pattern reports exactly one class. */
export const screenClasses: readonly CompiledClass[] = classLexicons.map(compileLexicon);
