import { useLocation } from 'wouter';
import type { FormName } from '../../core/form-rules';
import { useFormController, useToast, type EngineForm, type FieldDefinition } from '../forms';
import { LOGIN_PATH } from '../routing/public-paths';
import { useService } from '../services-context';
import type { Api } from '../services/endpoint-client';
import { TOKENS } from '../services/tokens';
import { PUBLIC_NAMESPACE } from './i18n/register';
import { usePreloadedUi } from './use-preloaded-ui';

export interface PublicFormDefinition<F extends string> {
  form: FormName;
  fields: Readonly<Record<F, FieldDefinition>>;
  /** Sends the valid values; the answer's message is toasted (spec part 1 §4). */
  send(api: Api, values: Readonly<Record<F, string>>): Promise<{ message: string }>;
  /** Success goes to /Login, except where the page has more to say (the reset request's 'Your request has been sent'). */
  thenSignIn?: boolean;
}

/** The form of a public page other than sign-in: labels of the 'public' namespace, the UI preloaded, success toasted. */
export function usePublicForm<F extends string>({ form, fields, send, thenSignIn = true }: PublicFormDefinition<F>): EngineForm<F> {
  usePreloadedUi();
  const api = useService(TOKENS.Api);
  const toast = useToast();
  const [, navigate] = useLocation();
  return useFormController({
    form,
    namespace: PUBLIC_NAMESPACE,
    fields,
    onSubmit: async (values) => {
      const answer = await send(api, values);
      toast('success', answer.message);
      if (thenSignIn) navigate(LOGIN_PATH);
    },
  });
}
