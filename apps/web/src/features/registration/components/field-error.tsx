/** A field's message under it, referenced by the field's aria-describedby. */
export const FieldError = ({ id, message }: { id: string; message?: string | null }) =>
  message ? (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {message}
    </p>
  ) : null;
