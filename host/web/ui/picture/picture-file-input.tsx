import { forwardRef, type ChangeEvent } from 'react';
import { AVATAR_TYPES } from '../../../core/form-rules';

export interface PictureFileInputProps {
  id: string;
  /** The id of the hint that says the types and the limit. */
  hintId: string;
  disabled?: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

/**
 * The file input of a picture upload, offering only the types the server takes. Its ref lets the owner empty it,
 * so that choosing the same file again fires a change.
 */
export const PictureFileInput = forwardRef<HTMLInputElement, PictureFileInputProps>(function PictureFileInput({ id, hintId, disabled, onChange }, ref) {
  return <input ref={ref} id={id} type="file" accept={AVATAR_TYPES.join(',')} aria-describedby={hintId} disabled={disabled} onChange={onChange} />;
});
