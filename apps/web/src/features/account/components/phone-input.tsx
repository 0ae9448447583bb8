import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { deleteAcrossSeparator, reformatPhoneEdit, type PhoneEdit } from '@rela/contracts';
import { Input, type InputProps } from '../../../components/input';

type PhoneInputProps = Omit<InputProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * A US phone field formatted as typed (`+1-XXX-XXX-XXXX`) whose caret stays behind the digit it was
 * behind, so digits can be edited in the middle; Backspace or Delete next to a dash takes the digit
 * beyond it.
 */
export const PhoneInput = ({ value, onValueChange, onKeyDown, ...props }: PhoneInputProps) => {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = ref.current;
    if (input === null || caret.current === null) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const apply = (edit: PhoneEdit) => {
    caret.current = edit.caret;
    onValueChange(edit.value);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    const { selectionStart, selectionEnd } = event.currentTarget;
    if (event.key !== 'Backspace' && event.key !== 'Delete') return;
    if (selectionStart === null || selectionStart !== selectionEnd) return;
    const edit = deleteAcrossSeparator({ value, caret: selectionStart }, event.key);
    if (edit === null) return;
    event.preventDefault();
    apply(edit);
  };

  return (
    <Input
      {...props}
      ref={ref}
      type="tel"
      value={value}
      onKeyDown={keyDown}
      onChange={(event) => {
        const { value: typed, selectionStart } = event.target;
        apply(reformatPhoneEdit(typed, selectionStart ?? typed.length));
      }}
    />
  );
};
