import { useId, useState } from 'react';
import type { CostDefaultsBody, CostDefaultsResponse } from '@rela/contracts';
import { Button } from '../../../components/button';
import { inputClass } from '../../../components/input';
import { readField } from '../../../listing/costs/cost-fields';
import { costTexts } from '../../../listing/costs/cost-texts';

const text = costTexts.defaults;

type Field = 'downPaymentPercent' | 'rate' | 'termYears';
const fields: readonly Field[] = ['downPaymentPercent', 'rate', 'termYears'];

const typedOf = (defaults: CostDefaultsResponse): Record<Field, string> => ({
  downPaymentPercent: String(defaults.downPaymentPercent),
  rate: String(defaults.rate),
  termYears: String(defaults.termYears),
});

/**
 * The defaults' editor: down payment (percent), rate and term, each read with the call's own
 * rules; only the values changed are sent (the others keep who set them).
 */
export const CostDefaultsForm = ({
  defaults,
  saving,
  error,
  onSave,
  onCancel,
}: {
  defaults: CostDefaultsResponse;
  saving: boolean;
  /** The server's refusal, if the last save failed. */
  error: string | null;
  onSave: (body: CostDefaultsBody) => void;
  onCancel: () => void;
}) => {
  const id = useId();
  const [typed, setTyped] = useState(() => typedOf(defaults));
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const submit = () => {
    const body: CostDefaultsBody = {};
    const found: Partial<Record<Field, string>> = {};
    for (const field of fields) {
      const value = readField(field, typed[field], Number.POSITIVE_INFINITY);
      if (!value.ok) found[field] = value.message;
      else if (value.value !== defaults[field]) body[field] = value.value;
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (Object.keys(body).length === 0) return onCancel();
    onSave(body);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="mt-3"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        {fields.map((field) => (
          <div key={field}>
            <label
              htmlFor={`${id}-${field}`}
              className="mb-1 block text-sm font-medium text-slate-700"
            >
              {text[field]}
            </label>
            <input
              id={`${id}-${field}`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={typed[field]}
              aria-invalid={problems[field] ? true : undefined}
              aria-describedby={problems[field] ? `${id}-${field}-error` : undefined}
              onChange={(event) => setTyped({ ...typed, [field]: event.target.value })}
              className={inputClass(problems[field] !== undefined)}
            />
            {problems[field] ? (
              <p
                id={`${id}-${field}-error`}
                role="alert"
                className="mt-1 text-xs font-medium text-red-700"
              >
                {problems[field]}
              </p>
            ) : null}
          </div>
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex gap-2">
        <Button type="submit" busy={saving} disabled={saving}>
          {saving ? text.saving : text.save}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {text.cancel}
        </Button>
      </div>
    </form>
  );
};
