import { useId, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useTranslation } from '@vigil/web-sdk';
import { DOC_TAG_MAX, DOC_TAGS_MAX, splitTags } from '../contract';
import { DOCS_NS } from './docs-i18n';

export interface TagsInputProps {
  tags: readonly string[];
  onChange(tags: string[]): void;
  /** Asked before a tag is deleted (the edit modal: 'Are you sure to delete this element?'); true deletes it. */
  confirmRemove?(tag: string): Promise<boolean>;
  disabled?: boolean;
}

/**
 * Tags as spec part 2 §5 adds them: typed, then ; or , (or Enter) makes the text a tag; each tag has its delete
 * button. A tag cannot hold ; or , (they separate tags on the wire), so typing one is what adds.
 */
export function TagsInput({ tags, onChange, confirmRemove, disabled = false }: TagsInputProps): ReactElement {
  const { t } = useTranslation(DOCS_NS);
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function add(raw: string): void {
    const fresh = splitTags(raw).filter((tag) => !tags.includes(tag));
    if (fresh.some((tag) => tag.length > DOC_TAG_MAX)) return setProblem(t('tags.tooLong', { max: DOC_TAG_MAX }));
    if (tags.length + fresh.length > DOC_TAGS_MAX) return setProblem(t('tags.tooMany', { max: DOC_TAGS_MAX }));
    setProblem(null);
    setText('');
    if (fresh.length > 0) onChange([...tags, ...fresh]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === ';' || event.key === ',' || event.key === 'Enter') {
      event.preventDefault();
      add(text);
    }
  }

  async function remove(tag: string): Promise<void> {
    if (confirmRemove && !(await confirmRemove(tag))) return;
    onChange(tags.filter((item) => item !== tag));
  }

  return (
    <div className="form-field docs-tags">
      <label htmlFor={id}>{t('tags.label')}</label>
      {tags.length > 0 ? (
        <ul className="docs-tag-list" aria-label={t('tags.label')}>
          {tags.map((tag) => (
            <li key={tag} className="docs-tag">
              <span>{tag}</span>
              <button type="button" disabled={disabled} aria-label={t('tags.remove', { tag })} onClick={() => void remove(tag)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        className="form-input"
        value={text}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        aria-invalid={problem !== null}
        onChange={(event) => {
          // A pasted 'a;b,c' adds at once what its separators close, keeping the rest as the text being typed.
          const value = event.target.value;
          const cut = Math.max(value.lastIndexOf(';'), value.lastIndexOf(','));
          if (cut >= 0) {
            add(value.slice(0, cut));
            setText(value.slice(cut + 1));
          } else setText(value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => text.trim() !== '' && add(text)}
      />
      <span id={`${id}-hint`} className="docs-hint">
        {problem ?? t('tags.hint')}
      </span>
    </div>
  );
}
