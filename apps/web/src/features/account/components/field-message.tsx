/** A field's validation text, tied to the field by `id` (aria-describedby). */
export const FieldMessage = ({ id, message }: { id: string; message: string | null }) =>
  message ? (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {message}
    </p>
  ) : null;
