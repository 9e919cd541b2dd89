import { useState, type ReactElement } from 'react';
import { link as linkRule, noSpace, required, type Rule } from '@vigil/core';
import {
  ApiError,
  CheckboxGroupField,
  FormView,
  LoadFailure,
  PageLoader,
  SubmitButton,
  TextField,
  TOKENS,
  translateError,
  useFormController,
  useLoad,
  useService,
  useTranslation,
  type Api,
} from '@vigil/web-sdk';
import { getDocDetail, getProjectUsers, saveDocData, type DocBuilding, type Document, type DocUser } from '../contract';
import { DOCS_NS } from './docs-i18n';
import { TagsInput } from './tags-input';

export interface DocEditFormProps {
  doc: Document;
  buildings: readonly DocBuilding[];
  /** Saved: the modal closes and the list reloads. */
  onSaved(): void;
}

/** The edit modal's choices of users: the employees of the document's projects and the users it names now. */
async function loadChoices(api: Api, doc: Document): Promise<DocUser[]> {
  const [detail, project] = await Promise.all([
    api.call(getDocDetail, { id: String(doc.id) }),
    api.call(getProjectUsers, { builds: doc.buildings.length > 0 ? doc.buildings.join(',') : 'false' }),
  ]);
  const byId = new Map<number, DocUser>();
  for (const user of [...project.users, ...detail.users]) byId.set(user.value, user);
  return [...byId.values()];
}

/** The document edit modal (spec part 2 §5): file name required; a link's address with the link rule, no spaces; projects required. */
export function DocEditForm({ doc, buildings, onSaved }: DocEditFormProps): ReactElement {
  const { t } = useTranslation(DOCS_NS);
  const api = useService(TOKENS.Api);
  const answer = useLoad(() => loadChoices(api, doc), `docs-edit-${doc.id}`);
  if (answer.status === 'loading') return <PageLoader plugin="docs" label={t('loading')} />;
  if (answer.status === 'error') return <LoadFailure message={answer.message} onRetry={answer.retry} />;
  return <EditForm doc={doc} buildings={buildings} users={answer.data} onSaved={onSaved} />;
}

type EditField = 'title' | 'link' | 'buildings' | 'users';

function EditForm({ doc, buildings, users, onSaved }: DocEditFormProps & { users: readonly DocUser[] }): ReactElement {
  const { t } = useTranslation(DOCS_NS);
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const [tags, setTags] = useState<string[]>(doc.tags);
  const isLink = doc.link !== null;
  const linkRules: Rule[] = isLink ? [required, linkRule, noSpace] : [];
  const form = useFormController<EditField>({
    namespace: DOCS_NS,
    fields: {
      title: { label: 'edit.fileName', value: doc.title, rules: [required] },
      link: { label: 'edit.link', value: doc.link ?? '', rules: linkRules },
      buildings: {
        label: 'edit.projects',
        type: 'multiselect',
        value: doc.buildings.join(','),
        options: buildings.map((building) => ({ value: String(building.id), label: building.label, text: building.label })),
        rules: [required],
      },
      users: {
        label: 'edit.users',
        type: 'multiselect',
        value: doc.users.join(','),
        options: users.map((user) => ({ value: String(user.value), label: user.label, text: user.label })),
        rules: [],
      },
    },
    async onSubmit(values) {
      try {
        await api.call(saveDocData, {
          id: String(doc.id),
          title: values.title.trim(),
          ...(isLink ? { link: values.link.trim() } : {}),
          // Spec part 2 §7 save-data: an empty list travels as false.
          tags: tags.length > 0 ? tags.join(',') : 'false',
          buildings: values.buildings,
          users: values.users === '' ? 'false' : values.users,
        });
      } catch (error) {
        // The spec's failure text, and the server's reason when it gives one (a 4xx names what to fix).
        const reason = error instanceof ApiError && error.status >= 400 && error.status < 500 ? `: ${translateError(error)}` : '';
        throw new Error(`${t('messages.saveFailure')}${reason}`, { cause: error });
      }
      ui.toast('success', t('messages.updateSuccess'));
      onSaved();
    },
  });

  return (
    <FormView form={form} className="docs-edit" aria-label={t('edit.title')}>
      <TextField field="title" />
      {isLink ? <TextField field="link" placeholder="https://" /> : null}
      <div className="docs-choices">
        <CheckboxGroupField field="buildings" />
      </div>
      <div className="docs-choices">
        <CheckboxGroupField field="users" />
      </div>
      <TagsInput tags={tags} onChange={setTags} confirmRemove={() => ui.confirm(t('messages.confirmDeleteTag'))} />
      <SubmitButton>{t('edit.save')}</SubmitButton>
    </FormView>
  );
}
