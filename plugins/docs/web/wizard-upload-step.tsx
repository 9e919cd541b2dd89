import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { link as linkRule, optional } from '@vigil/core';
import { FormView, SubmitButton, TextField, useFormController, useTranslation } from '@vigil/web-sdk';
import { DOC_FILE_ACCEPT, DOC_FILE_MAX_BYTES } from '../contract';
import { DOCS_NS } from './docs-i18n';
import { docFileProblem, readDocFile, type ChosenDocFile } from './read-doc-file';

/** Step 1's choice: a file or a link. */
export interface DocSource {
  file: ChosenDocFile | null;
  link: string;
}

export interface UploadStepProps {
  initial: DocSource;
  onProceed(source: DocSource): void;
}

const MAX_MB = Math.round(DOC_FILE_MAX_BYTES / (1024 * 1024));

/**
 * Step 1 Upload (spec part 2 §4, §5): a file, or an http/https link ('Link format not valid'). Proceed stays
 * dimmed, and pressing it says what is missing, until exactly one of them is chosen.
 */
export function UploadStep({ initial, onProceed }: UploadStepProps): ReactElement {
  const { t } = useTranslation(DOCS_NS);
  const id = useId();
  const [file, setFile] = useState<ChosenDocFile | null>(initial.file);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  // The file's rule reads the link (and the link's the file): rules see one value, the other comes by ref.
  const linkNow = useRef(initial.link);
  const fileNow = useRef(initial.file);
  const form = useFormController<'source' | 'link'>({
    namespace: DOCS_NS,
    fields: {
      source: {
        label: 'wizard.file',
        type: 'hidden',
        value: initial.file?.name ?? '',
        rules: [(value) => (value === '' && linkNow.current.trim() === '' ? t('wizard.fileOrLink') : value !== '' && linkNow.current.trim() !== '' ? t('wizard.notBoth') : null)],
      },
      link: { label: 'wizard.link', value: initial.link, rules: [optional(linkRule)] },
    },
    async onSubmit(values) {
      onProceed({ file: fileNow.current, link: fileNow.current ? '' : values.link.trim() });
    },
  });

  useEffect(
    () =>
      form.subscribe(() => {
        const link = form.values().link;
        if (link === linkNow.current) return;
        linkNow.current = link;
        form.setValue('source', form.values().source);
      }),
    [form],
  );

  async function choose(chosen: File | undefined): Promise<void> {
    setFileProblem(null);
    fileNow.current = null;
    setFile(null);
    form.setValue('source', '');
    if (!chosen) return;
    const problem = docFileProblem(chosen);
    if (problem) return setFileProblem(t(`wizard.${problem}`, { max: MAX_MB }));
    const read = await readDocFile(chosen);
    fileNow.current = read;
    setFile(read);
    form.setValue('source', read.name);
  }

  return (
    <FormView form={form} className="docs-wizard-step" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('wizard.step1')}</h3>
      <div className="form-field">
        <label htmlFor={`${id}-file`}>{t('wizard.file')}</label>
        <input id={`${id}-file`} type="file" accept={DOC_FILE_ACCEPT} aria-describedby={`${id}-file-hint`} onChange={(event) => void choose(event.target.files?.[0])} />
        <span id={`${id}-file-hint`} className="docs-hint" role={fileProblem ? 'alert' : undefined}>
          {fileProblem ?? (file ? t('wizard.chosenFile', { name: file.name }) : t('wizard.fileHint', { max: MAX_MB }))}
        </span>
      </div>
      <p className="docs-or">{t('wizard.orLink')}</p>
      <TextField field="link" placeholder="https://" />
      <SubmitButton>{t('wizard.proceed')}</SubmitButton>
    </FormView>
  );
}
