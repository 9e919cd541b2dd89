import { useState, type ReactElement } from 'react';
import { TOKENS, useService, useTranslation } from '@vigil/web-sdk';
import { DEFAULT_DOC_CATEGORY, saveNewDoc, type DocBuilding, type DocSection } from '../contract';
import { DOCS_NS } from './docs-i18n';
import { DescriptionStep, type DocDescription } from './wizard-description-step';
import { UploadStep, type DocSource } from './wizard-upload-step';
import { UsersStep } from './wizard-users-step';

export interface UploadWizardProps {
  section: DocSection;
  buildings: readonly DocBuilding[];
  /** The document was added: the modal closes and the list reloads. */
  onDone(): void;
}

type Step = 1 | 2 | 3;
const STEPS: readonly Step[] = [1, 2, 3];

/**
 * The 3-step upload wizard (spec part 2 §2, §4, §5): Upload, Description, Users. A step not reached yet is
 * disabled; going back keeps what was chosen. Finishing sends everything at once and says 'Upload wizard finish'.
 */
export function UploadWizard({ section, buildings, onDone }: UploadWizardProps): ReactElement {
  const { t } = useTranslation(DOCS_NS);
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const [step, setStep] = useState<Step>(1);
  const [reached, setReached] = useState<Step>(1);
  const [source, setSource] = useState<DocSource>({ file: null, link: '' });
  const [description, setDescription] = useState<DocDescription>({ name: '', builds: '', tags: [], category: String(DEFAULT_DOC_CATEGORY) });
  const [users, setUsers] = useState('');

  function go(next: Step): void {
    setStep(next);
    if (next > reached) setReached(next);
  }

  async function finish(chosen: string): Promise<void> {
    setUsers(chosen);
    const what = source.file ? { file: source.file.dataUrl, filename: source.file.name } : { link: source.link };
    await api.call(saveNewDoc, {
      filter: section,
      ...what,
      name: description.name,
      builds: description.builds,
      ...(description.tags.length > 0 ? { tags: description.tags.join(',') } : {}),
      users: chosen,
      category: description.category,
      // A 20 MB file as a data URL: JSON needs no escape, a form body triples '+', '/' and '=' (docs/decisions.md).
    }, { json: true });
    ui.toast('success', t('messages.wizardFinish'));
    onDone();
  }

  return (
    <div className="docs-wizard">
      <nav aria-label={t('wizard.steps')}>
        <ol className="docs-steps">
          {STEPS.map((item) => (
            <li key={item}>
              <button type="button" disabled={item > reached} aria-current={item === step ? 'step' : undefined} onClick={() => setStep(item)}>
                {t(`wizard.step${item}`)}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {step === 1 ? (
        <UploadStep
          initial={source}
          onProceed={(chosen) => {
            setSource(chosen);
            go(2);
          }}
        />
      ) : null}
      {step === 2 ? (
        <DescriptionStep
          initial={description}
          buildings={buildings}
          onBack={(kept) => {
            setDescription(kept);
            setStep(1);
          }}
          onProceed={(chosen) => {
            setDescription(chosen);
            go(3);
          }}
        />
      ) : null}
      {step === 3 ? (
        <UsersStep
          builds={description.builds}
          initial={users}
          onBack={(kept) => {
            setUsers(kept);
            setStep(2);
          }}
          onFinish={finish}
        />
      ) : null}
    </div>
  );
}
