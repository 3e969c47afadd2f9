/** The id, aria-invalid and aria-describedby of a form field that may carry a message. */
export const invalidProps = (id: string, message?: string | null) => ({ id, 'aria-invalid': Boolean(message), 'aria-describedby': message ? `${id}-error` : undefined });

/**
 * A field's message, under it (`<id>-error`, which `invalidProps` points the field at); `alert`
 * announces it as it appears.
 */
export function FieldError({ id, message, alert = false }: { id: string; message?: string | null; alert?: boolean }) {
  return message ? (
    <p id={`${id}-error`} className="field-error" role={alert ? 'alert' : undefined}>
      {message}
    </p>
  ) : null;
}
