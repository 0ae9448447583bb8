import { useState } from 'react';
import type { MonthlyCostResponse } from '@rela/contracts';
import { cx } from '../../lib/class-names';
import { costTexts } from '../costs/cost-texts';
import { readField, shownValue, type AskedCosts, type DownPaymentMode } from '../costs/cost-fields';
import { formatPercent, inputSourceLine, insuranceSourceLine } from '../costs/cost-words';
import { CostField, TermField } from './cost-field';

const text = costTexts;

/** The usual loan terms, in years. */
export const loanTerms = [10, 15, 20, 25, 30, 40] as const;

/** Saves a down payment, rate or term as the viewer's default (a buyer's), or asks it here. */
export type DefaultsSave = (change: Pick<AskedCosts, 'downPayment' | 'rate' | 'termYears'>) => void;

type Viewer = { name: string | null; buyer: boolean };

const ModeSwitch = ({
  mode,
  onChange,
}: {
  mode: DownPaymentMode;
  onChange: (mode: DownPaymentMode) => void;
}) => (
  <span
    role="group"
    aria-label={text.downPaymentIn}
    className="inline-flex rounded-md bg-slate-100 p-0.5"
  >
    {(
      [
        ['percent', '%', text.inPercent],
        ['dollars', '$', text.inDollars],
      ] as const
    ).map(([value, sign, name]) => (
      <button
        key={value}
        type="button"
        aria-pressed={mode === value}
        aria-label={name}
        onClick={() => onChange(value)}
        className={cx(
          'min-w-8 rounded px-2 py-0.5 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-slate-900',
          mode === value
            ? 'bg-white text-slate-900 shadow-sm'
            : 'text-slate-500 hover:text-slate-800',
        )}
      >
        {sign}
      </button>
    ))}
  </span>
);

/**
 * The monthly cost's inputs, each with where its value came from: price offered, down payment
 * (in percent or dollars), rate, term and the insurance a year.
 */
export const CostInputs = ({
  answer,
  viewer,
  onAsk,
  onKeep,
  saving,
}: {
  answer: MonthlyCostResponse;
  viewer: Viewer;
  /** Price and insurance: for this home alone. */
  onAsk: (change: Partial<AskedCosts>) => void;
  onKeep: DefaultsSave;
  saving: boolean;
}) => {
  const [mode, setMode] = useState<DownPaymentMode>('percent');
  const { sources } = answer;
  const percent = answer.price > 0 ? (answer.downPayment / answer.price) * 100 : 0;
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{text.inputsLabel}</legend>
      <div className="grid grid-cols-1 gap-x-4 gap-y-4 sm:grid-cols-2">
        <CostField
          label={text.inputs.price}
          prefix="$"
          shown={shownValue('price', answer, mode)}
          read={(typed) => readField('price', typed, answer.price)}
          onCommit={(price) => onAsk({ price })}
          source={sources.price === 'list' ? text.sources.listPrice : text.sources.askedPrice}
        />
        <CostField
          label={text.inputs.downPayment}
          prefix={mode === 'dollars' ? '$' : undefined}
          suffix={mode === 'percent' ? '%' : undefined}
          aside={<ModeSwitch mode={mode} onChange={setMode} />}
          shown={shownValue('downPayment', answer, mode)}
          read={(typed) =>
            readField(
              mode === 'percent' ? 'downPaymentPercent' : 'downPayment',
              typed,
              answer.price,
            )
          }
          onCommit={(value) =>
            onKeep({ downPayment: mode === 'percent' ? { percent: value } : { dollars: value } })
          }
          source={inputSourceLine(
            'downPayment',
            sources.downPayment,
            formatPercent(percent),
            viewer,
          )}
          disabled={saving}
        />
        <CostField
          label={text.inputs.rate}
          suffix="%"
          shown={shownValue('rate', answer, mode)}
          read={(typed) => readField('rate', typed, answer.price)}
          onCommit={(rate) => onKeep({ rate })}
          source={inputSourceLine('rate', sources.rate, formatPercent(answer.rate), viewer)}
          disabled={saving}
        />
        <TermField
          label={text.inputs.termYears}
          value={answer.termYears}
          options={loanTerms}
          format={text.years}
          onCommit={(termYears) => onKeep({ termYears })}
          source={inputSourceLine(
            'termYears',
            sources.termYears,
            text.years(answer.termYears),
            viewer,
          )}
          disabled={saving}
        />
        <CostField
          label={text.inputs.insurance}
          prefix="$"
          shown={shownValue('insurance', answer, mode)}
          read={(typed) => readField('insurance', typed, answer.price)}
          onCommit={(insurance) => onAsk({ insurance })}
          source={insuranceSourceLine(sources.insurance)}
        />
      </div>
    </fieldset>
  );
};
