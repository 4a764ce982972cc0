import { useMessageText } from './messageText';
import type { UploadMessage } from './types';

export interface FieldMessageProps {
  /** The rule the field breaks; nothing is shown without one. */
  message: UploadMessage | undefined;
  /** Id the field points at with `aria-describedby`. */
  id: string;
}

/** A rule message under a field, read out when it appears. */
export function FieldMessage({ message, id }: FieldMessageProps) {
  const text = useMessageText();
  if (!message) return null;
  return (
    <div id={id} className="app-upload-field-error" role="alert">
      {text(message)}
    </div>
  );
}
