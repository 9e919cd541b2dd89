import { useId, useState, type ReactElement } from 'react';
import { required } from '@vigil/core';
import { CheckboxGroupField, FormView, SelectField, SubmitButton, TextField, useFormController, useTranslation } from '@vigil/web-sdk';
import { DOC_CATEGORY, type DocBuilding } from '../contract';
import { DOCS_NS } from './docs-i18n';
import { TagsInput } from './tags-input';

/** Step 2's choices: the name, the projects (ids joined by commas), the tags and the category. */
export interface DocDescription {
  name: string;
  builds: string;
  tags: string[];
  category: string;
}

export interface DescriptionStepProps {
  initial: DocDescription;
  buildings: readonly DocBuilding[];
  onBack(description: DocDescription): void;
  onProceed(description: DocDescription): void;
}

export const CATEGORY_OPTIONS = [
  { value: String(DOC_CATEGORY.procedure), label: 'categories.procedure' },
  { value: String(DOC_CATEGORY.client), label: 'categories.client' },
  { value: String(DOC_CATEGORY.security), label: 'categories.security' },
];

/** Step 2 Description (spec part 2 §5): name and projects required; tags added with ; or ,. */
export function DescriptionStep({ initial, buildings, onBack, onProceed }: DescriptionStepProps): ReactElement {
  const { t } = useTranslation(DOCS_NS);
  const id = useId();
  const [tags, setTags] = useState<string[]>(initial.tags);
  const form = useFormController<'name' | 'builds' | 'category'>({
    namespace: DOCS_NS,
    fields: {
      name: { label: 'wizard.name', value: initial.name, rules: [required] },
      builds: {
        label: 'wizard.projects',
        type: 'multiselect',
        value: initial.builds,
        options: buildings.map((building) => ({ value: String(building.id), label: building.label, text: building.label })),
        rules: [required],
      },
      category: { label: 'wizard.category', type: 'select', value: initial.category, options: CATEGORY_OPTIONS, rules: [required] },
    },
    async onSubmit(values) {
      onProceed({ ...values, name: values.name.trim(), tags });
    },
  });

  return (
    <FormView form={form} className="docs-wizard-step" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('wizard.step2')}</h3>
      <TextField field="name" />
      <div className="docs-choices">
        <CheckboxGroupField field="builds" />
      </div>
      <TagsInput tags={tags} onChange={setTags} />
      <SelectField field="category" />
      <div className="docs-wizard-buttons">
        <button type="button" onClick={() => onBack({ ...form.values(), tags })}>
          {t('wizard.back')}
        </button>
        <SubmitButton>{t('wizard.proceed')}</SubmitButton>
      </div>
    </FormView>
  );
}
